import { Button, Field, Label, Select, useEarlyChoice } from '@civicbrief/design-system';
import { Form, useNavigate } from '@remix-run/react';
import { useId, useSyncExternalStore, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import type { GuideLink } from './guides.server';
import { GUIDE_PARAM } from './paths';

const Row = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  @media print {
    display: none;
  }
`;

const GuideField = styled(Field)`
  width: min(100%, 28rem);
`;

/** True once React runs in the browser: the server HTML (and a page without JavaScript) keeps the submit button. */
const noSubscription = () => () => undefined;
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

export interface GuideSelectProps {
  /** The standalone page's path: the GET form's action, so without JavaScript the choice is ?guide={slug}. */
  action: string;
  guides: readonly GuideLink[];
  selected: string | null;
}

/**
 * 'Select a resource' (spec §2, §4): starts empty; a choice shows that guide below at once (the URL gets
 * ?guide={slug}, so it can be shared) and the blank option clears it. Without JavaScript the form submits
 * with 'Show guide' and the server answers with the same page.
 */
export function GuideSelect({ action, guides, selected }: GuideSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const choose = (slug: string) => {
    navigate(slug ? `${action}?${GUIDE_PARAM}=${encodeURIComponent(slug)}` : action, { preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value);
  const select = useEarlyChoice(selected ?? '', choose);

  return (
    <Row method="get" action={action}>
      <GuideField>
        <Label htmlFor={id}>Choose a guide</Label>
        <Select id={id} name={GUIDE_PARAM} ref={select} defaultValue={selected ?? ''} onChange={onChange}>
          <option value="">Select a resource</option>
          {guides.map((guide) => (
            <option key={guide.slug} value={guide.slug}>
              {guide.title}
            </option>
          ))}
        </Select>
      </GuideField>
      {!hydrated && <Button type="submit">Show guide</Button>}
    </Row>
  );
}
