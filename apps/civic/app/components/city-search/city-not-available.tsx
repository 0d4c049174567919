import { messages } from '@civicbrief/contracts';
import { Link } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { requestCityHref } from './request-city-href';
import { theme } from '@civicbrief/design-system';

const Box = styled.div`
  display: grid;
  gap: ${theme.space[2]};

  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

export interface CityNotAvailableProps {
  /** The text typed in the search. */
  name: string;
  /** Opens the 'submit a request' modal (with JavaScript); without it the link goes to /request-a-city?name=. */
  onRequest?: (name: string) => void;
}

/** A plain left click that JavaScript may handle in place; modified clicks (new tab, new window) keep the link's own behaviour. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Spec §8 'City not found in search', with the way to ask for the city: the 'submit a request' modal (spec §2). */
export function CityNotAvailable({ name, onRequest }: CityNotAvailableProps) {
  return (
    <Box>
      <p>{messages.cityNotAvailable}</p>
      <p>
        Want us to cover it?{' '}
        <Link
          to={requestCityHref(name)}
          aria-haspopup={onRequest ? 'dialog' : undefined}
          onClick={(event) => {
            if (!onRequest || !isPlainClick(event)) return;
            event.preventDefault();
            onRequest(name);
          }}
        >
          submit a request
        </Link>
      </p>
    </Box>
  );
}
