import { messages } from '@civicbrief/contracts';
import { Link } from '@remix-run/react';
import styled from 'styled-components';
import { requestCityHref } from './city-options';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Spec §8 'City not found in search', with the way to ask for the city. */
export function CityNotAvailable({ name }: { name: string }) {
  return (
    <Box>
      <p>{messages.cityNotAvailable}</p>
      <p>
        Want us to cover it? <Link to={requestCityHref(name)}>submit a request</Link>
      </p>
    </Box>
  );
}
