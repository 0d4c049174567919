import { Button, Field, Label, Select, useEarlyChoice, theme } from '@civicbrief/design-system';
import { Form, useNavigate } from '@remix-run/react';
import { useId, useSyncExternalStore, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import type { CandidateOption, RaceMode } from './race-data.server';

const Row = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;

const CandidateField = styled(Field)`
  min-width: min(100%, 20rem);
`;

/** True once React runs in the browser: the server HTML (and a page without JavaScript) keeps the submit button. */
const noSubscription = () => () => undefined;
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export interface CandidateSelectProps {
  /** '/{index}/{race}': the GET form's action, so without JavaScript it shows ?candidate=slug. */
  racePath: string;
  candidates: CandidateOption[];
  selected: string | null;
  mode: RaceMode;
}

/**
 * The standalone dropdown 'Select a candidate' (spec §2). With JavaScript a choice shows the guide at once
 * (the URL gets ?candidate=slug, or the candidate's own path on a single-guide page); without it the form
 * submits with 'Show guide'.
 */
export function CandidateSelect({ racePath, candidates, selected, mode }: CandidateSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const choose = (slug: string) => {
    if (mode === 'single' && slug) navigate(`${racePath}/${slug}`, { preventScrollReset: true });
    else navigate(slug ? `${racePath}?candidate=${encodeURIComponent(slug)}` : racePath, { preventScrollReset: true, replace: true });
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value);
  const select = useEarlyChoice(selected ?? '', choose);

  return (
    <Row method="get" action={racePath}>
      <CandidateField>
        <Label htmlFor={id}>Select a candidate</Label>
        <Select id={id} name="candidate" ref={select} defaultValue={selected ?? ''} onChange={onChange}>
          <option value="">Choose a candidate</option>
          {candidates.map((candidate) => (
            <option key={candidate.slug} value={candidate.slug}>
              Candidate: {candidate.name}
            </option>
          ))}
        </Select>
      </CandidateField>
      {!hydrated && <Button type="submit">Show guide</Button>}
    </Row>
  );
}
