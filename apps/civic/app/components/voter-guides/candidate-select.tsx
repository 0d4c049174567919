import { ChoiceSelect } from '@civicbrief/design-system';
import { useNavigate } from '@remix-run/react';
import type { CandidateOption, RaceMode } from './race-data.server';

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
  const navigate = useNavigate();
  const choose = (slug: string) => {
    if (mode === 'single' && slug) navigate(`${racePath}/${slug}`, { preventScrollReset: true });
    else
      navigate(slug ? `${racePath}?candidate=${encodeURIComponent(slug)}` : racePath, {
        preventScrollReset: true,
        replace: true,
      });
  };
  return (
    <ChoiceSelect
      action={racePath}
      name="candidate"
      label="Select a candidate"
      placeholder="Choose a candidate"
      options={candidates.map((candidate) => ({ value: candidate.slug, label: `Candidate: ${candidate.name}` }))}
      selected={selected}
      onChoose={choose}
    />
  );
}
