import {
  Content,
  Lead,
  LoadingState,
  PageTitle,
  PrintHeader,
  PrintHidden,
  Section,
  theme,
} from '@civicbrief/design-system';
import { Link, useLocation, useParams } from '@remix-run/react';
import { styled } from 'styled-components';
import { GuideArticle } from './guide-article';
import { GuideFailureState } from './guide-state';
import type { GuidePageData } from './loaders.server';
import { guideAfterFailure, usePending, useShownData } from './page-data';
import { basePathOf, guidePath, resourcesPath } from './paths';

const BackLink = styled(Link)`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
`;

/** `/ai-policy-resources/{guide}` (or `/{guide}` on the AI-policy host): the non-standalone mode of spec §2. */
export function GuidePage() {
  const { pathname } = useLocation();
  const slug = useParams()['guide'] ?? '';
  const data = useShownData<GuidePageData>((shown) =>
    guideAfterFailure(shown, slug, { origin: shown?.origin ?? '', base: basePathOf(pathname) }),
  );
  const pending = usePending();
  const title = data.link?.title ?? 'AI Policy Resources';

  return (
    <Section>
      <Content>
        <PrintHeader title="AI Policy Resources" />
        <PrintHidden>
          <BackLink to={resourcesPath(data.base)}>
            <span aria-hidden="true">← </span>All AI policy resources
          </BackLink>
        </PrintHidden>
        <header>
          <PageTitle>{title}</PageTitle>
          {data.link?.description && (
            <PrintHidden>
              <Lead>{data.link.description}</Lead>
            </PrintHidden>
          )}
        </header>
        {pending ? (
          <LoadingState label="Loading the guide" />
        ) : data.failure ? (
          <GuideFailureState failure={data.failure} />
        ) : (
          data.guide && (
            <GuideArticle guide={data.guide} parent={1} shareUrl={`${data.origin}${guidePath(data.base, data.slug)}`} />
          )
        )}
      </Content>
    </Section>
  );
}
