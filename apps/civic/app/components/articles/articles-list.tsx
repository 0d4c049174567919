import { freshRenderHref } from '@civicbrief/contracts';
import { Button, Card, CardGrid, ErrorState } from '@civicbrief/design-system';
import { Link, useLocation } from '@remix-run/react';
import { MoreRow, Muted, TitledSection } from '../sections/titled-section';
import { renderSiteLink } from '../site-link';
import { ARTICLES_PAGE_PARAM, type ArticlesData } from './articles-data';
import { formatDate } from './format-date';

export interface ArticlesListProps {
  heading: string;
  data: ArticlesData;
  /** The 'Show more' link; defaults to the current URL with `?articlesPage=` the next page. */
  moreHref?: string;
  /** The retry link of the error state; defaults to the current URL (the loader runs again). */
  retryHref?: string;
  /** Id of the section, for in-page links (sub-navigation); 'articles' by default. */
  id?: string;
}

function withParam(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params.toString()}`;
}

/** The meta line of an article card: its category and first publication date. */
function metaLine(category: string | null, date: string | null) {
  const parts = [category, date].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * A grid of article cards (one column when there is only one), with 'Show more' as a real link to
 * the next page while more articles exist (spec §4), and the spec's error message with a retry.
 */
export function ArticlesList({ heading, data, moreHref, retryHref, id = 'articles' }: ArticlesListProps) {
  const location = useLocation();
  const here = freshRenderHref(location.pathname, location.search);
  const hasMore = data.error === null && data.total > data.pageSize * data.page;
  return (
    <TitledSection id={id} heading={heading}>
      {data.error !== null ? (
        <ErrorState message={data.error} retryHref={retryHref ?? here} />
      ) : data.items.length === 0 ? (
        <Muted>No articles yet.</Muted>
      ) : (
        <CardGrid as="ul" $single={data.items.length === 1}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Card
                title={item.title}
                href={`/${item.slug}`}
                meta={metaLine(item.category, formatDate(item.firstPublishedAt))}
                description={item.description ?? undefined}
                renderLink={renderSiteLink}
              />
            </li>
          ))}
        </CardGrid>
      )}
      {hasMore && (
        <MoreRow>
          {/* A real link: the loader reads the page count, so it works without JavaScript too. */}
          <Button
            as={Link}
            to={
              moreHref ??
              `${location.pathname}${withParam(location.search, ARTICLES_PAGE_PARAM, String(data.page + 1))}`
            }
            preventScrollReset
            $variant="secondary"
          >
            Show more
          </Button>
        </MoreRow>
      )}
    </TitledSection>
  );
}
