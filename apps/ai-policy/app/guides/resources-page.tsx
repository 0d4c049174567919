import {
  Content,
  LinkSelect,
  LoadingState,
  PrintHeader,
  Section,
  SectionTitle,
  theme,
} from '@civicbrief/design-system';
import { useLocation, useNavigate } from '@remix-run/react';
import { styled } from 'styled-components';
import { GuideArticle } from './guide-article';
import { GuideFailureState } from './guide-state';
import type { ResourcesData } from './loaders.server';
import { resourcesAfterFailure, useAskedGuide, usePending, useShownData } from './page-data';
import { basePathOf, GUIDE_PARAM, guidePath, resourcesPath } from './paths';
import { IntroCard, ResourcesBanner } from './resources-intro';

// A page whose first data request failed in the browser has no intro to show.
const NO_INTRO = { heading: '', lead: '', body: '' };

const Chosen = styled.section`
  display: grid;
  gap: ${theme.space[6]};
`;

const Hint = styled.p`
  color: ${theme.colors.mutedText};

  @media print {
    display: none;
  }
`;

/** `/ai-policy-resources` (or the AI-policy host's root): the standalone mode of spec §2. */
export function ResourcesPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const asked = useAskedGuide();
  const data = useShownData<ResourcesData>((shown) =>
    resourcesAfterFailure(shown, asked, {
      origin: shown?.origin ?? '',
      base: basePathOf(pathname),
      intro: shown?.intro ?? NO_INTRO,
    }),
  );
  const pending = usePending();
  const action = resourcesPath(data.base);
  const guide = pending ? null : data.guide;

  return (
    <>
      <ResourcesBanner />
      <Section>
        <Content>
          {guide && <PrintHeader title="AI Policy Resources" />}
          {data.intro.heading && <IntroCard intro={data.intro} />}
          {data.failure === 'repository' && !pending ? (
            <GuideFailureState failure="repository" />
          ) : (
            // 'Select a resource' (spec §2, §4): a choice shows the guide below (?guide={slug}, to share).
            <LinkSelect
              action={action}
              name={GUIDE_PARAM}
              label="Choose a guide"
              placeholder="Select a resource"
              options={data.guides.map((guide) => ({ value: guide.slug, label: guide.title }))}
              selected={data.selected}
              navigate={navigate}
              width="min(100%, 28rem)"
            />
          )}
          {pending ? (
            <LoadingState label="Loading the guide" />
          ) : data.failure === 'fetch' ? (
            <GuideFailureState failure="fetch" />
          ) : guide ? (
            <Chosen aria-labelledby="chosen-guide">
              <SectionTitle id="chosen-guide">{guide.title}</SectionTitle>
              <GuideArticle guide={guide} parent={2} shareUrl={`${data.origin}${guidePath(data.base, guide.slug)}`} />
            </Chosen>
          ) : (
            data.failure === null && <Hint>Choose a guide above to read it here.</Hint>
          )}
        </Content>
      </Section>
    </>
  );
}
