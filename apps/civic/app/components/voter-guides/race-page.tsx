import {
  Breadcrumb,
  Content,
  ErrorState,
  Lead,
  LinkSelect,
  LoadingState,
  PageTitle,
  PrintHeader,
  printHidden,
  PrintHidden,
  Section,
  theme,
} from '@civicbrief/design-system';
import { useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator } from '@remix-run/react';
import { messages } from '@civicbrief/contracts';
import { useState } from 'react';
import { styled } from 'styled-components';
import { isRaceLoadFailure, type RaceLoadFailure } from './race-client-loader';
import { renderSiteLink } from '../site-link';
import { CandidateGuide } from './candidate-guide';
import { VOTER_INDEXES } from './levels';
import type { RaceData } from './race-data.server';
import { pageMeta } from '../sections/page-meta';

export type RacePageData = RaceData & { siteOrigin: string };

/**
 * What the page shows for a failed client request (race-client-loader): the race and candidates it already
 * showed with the spec's message where the chosen guide goes, or, for another race, the message in place of
 * the race. Never the whole-page error.
 */
export function dataAfterFailure(failure: RaceLoadFailure, shown: RacePageData | null): RacePageData {
  if (shown?.race && shown.race.path === failure.racePath && shown.error === null && failure.selected) {
    return {
      ...shown,
      mode: failure.mode,
      selected: failure.selected,
      guide: null,
      guideError: messages.guideLoadFailed,
    };
  }
  return {
    level: failure.level,
    mode: failure.mode,
    race: null,
    candidates: [],
    selected: failure.selected,
    guide: null,
    error: messages.guideLoadFailed,
    guideError: null,
    siteOrigin: shown?.siteOrigin ?? '',
  };
}

/** The loader's data, with a failed client request turned into an in-page error over what was shown. */
function useRacePageData(): RacePageData {
  const loaded = useLoaderData<RacePageData | RaceLoadFailure>();
  const [shown, setShown] = useState<RacePageData | null>(isRaceLoadFailure(loaded) ? null : loaded);
  if (!isRaceLoadFailure(loaded) && loaded !== shown) setShown(loaded);
  return isRaceLoadFailure(loaded) ? dataAfterFailure(loaded, shown) : loaded;
}

// On paper the print header says the same.
const GuideTitle = styled.h2`
  ${printHidden}
  font-size: ${theme.fontSizes['2xl']};
`;

/** A race page (standalone: dropdown, then the chosen guide) or a candidate's single-guide page. */
export function RacePage() {
  const data = useRacePageData();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const index = VOTER_INDEXES[data.level];
  const racePath = `/${index.slug}/${pathname.split('/')[2] ?? ''}`;
  const retry = { retryHref: `${pathname}${search}`, onRetry: () => revalidator.revalidate() };
  // A new candidate is on its way: this page (or a sibling guide) is loading.
  const pending =
    (navigation.state === 'loading' && navigation.location.pathname.startsWith(racePath)) ||
    revalidator.state === 'loading';
  const guide = data.guide;
  const single = data.mode === 'single' && guide;
  const lead = single ? guide.description : data.race?.description;

  return (
    <Section>
      <Content>
        {guide && !pending && <PrintHeader title={`Voter Guide for ${guide.name}`} />}
        <PrintHidden>
          <Breadcrumb
            items={[
              { label: index.title, href: `/${index.slug}` },
              ...(data.race ? [{ label: data.race.title, href: single ? data.race.path : undefined }] : []),
              ...(single ? [{ label: guide.name }] : []),
            ]}
            renderLink={renderSiteLink}
          />
        </PrintHidden>
        <PageTitle id="race-page-title">{single ? guide.title : (data.race?.title ?? index.title)}</PageTitle>
        {data.error ? (
          <ErrorState message={data.error} {...retry} />
        ) : (
          <>
            {lead && (
              <PrintHidden>
                <Lead>{lead}</Lead>
              </PrintHidden>
            )}
            <PrintHidden>
              {/* 'Select a candidate' (spec §2): ?candidate={slug}, or a single-guide page's own path. */}
              <LinkSelect
                action={racePath}
                name="candidate"
                label="Select a candidate"
                placeholder="Choose a candidate"
                options={data.candidates.map((candidate) => ({
                  value: candidate.slug,
                  label: `Candidate: ${candidate.name}`,
                  href: data.mode === 'single' ? `${racePath}/${candidate.slug}` : undefined,
                }))}
                selected={data.selected}
                navigate={navigate}
                replace
              />
            </PrintHidden>
            {pending ? (
              <LoadingState label="Loading the candidate's guide" />
            ) : data.guideError ? (
              <ErrorState message={data.guideError} {...retry} />
            ) : guide ? (
              <section aria-labelledby={single ? 'race-page-title' : 'candidate-guide'}>
                {!single && <GuideTitle id="candidate-guide">Voter Guide for {guide.name}</GuideTitle>}
                <CandidateGuide guide={guide} shareUrl={`${data.siteOrigin}${guide.path}`} />
              </section>
            ) : (
              <p>Choose a candidate to read where they stand on the issues.</p>
            )}
          </>
        )}
      </Content>
    </Section>
  );
}

export const raceMeta = ({ data }: { data?: RacePageData | RaceLoadFailure }) => {
  if (!data) return [];
  const index = VOTER_INDEXES[data.level];
  if (isRaceLoadFailure(data)) return pageMeta(index.title, index.intro);
  if (data.mode === 'single' && data.guide) {
    return pageMeta(
      `Voter Guide for ${data.guide.name}`,
      data.guide.description ?? `Where ${data.guide.name} stands on the issues.`,
    );
  }
  const title = data.race?.title ?? index.title;
  return pageMeta(title, data.race?.description ?? index.intro);
};
