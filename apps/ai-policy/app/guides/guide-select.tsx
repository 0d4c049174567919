import { ChoiceSelect } from '@civicbrief/design-system';
import { useNavigate } from '@remix-run/react';
import type { GuideLink } from './guides.server';
import { GUIDE_PARAM } from './paths';

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
  const navigate = useNavigate();
  const choose = (slug: string) =>
    navigate(slug ? `${action}?${GUIDE_PARAM}=${encodeURIComponent(slug)}` : action, { preventScrollReset: true });
  return (
    <ChoiceSelect
      action={action}
      name={GUIDE_PARAM}
      label="Choose a guide"
      placeholder="Select a resource"
      options={guides.map((guide) => ({ value: guide.slug, label: guide.title }))}
      selected={selected}
      onChoose={choose}
      width="min(100%, 28rem)"
    />
  );
}
