'use client';

import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../cards/card';
import { CardGrid } from '../../cards/card-grid';
import type { RenderLink } from '../../chrome/links';
import { ErrorState } from '../../feedback/error-state';
import { ShowMoreButton } from '../../feedback/show-more-button';
import { BusyPlaceholder, Skeleton } from '../shared/skeleton';
import type { WidgetRetryProps, WidgetStatus } from '../shared/widget-state';
import {
  formatNewsDate,
  NEWS_PAGE_SIZE,
  newsBlockHidden,
  shortSnippet,
  visibleNews,
  type NewsItemView,
} from './news-format';
import { theme } from '../../theme/theme';

/** Spec §8, word for word. */
export const NEWS_ERROR_MESSAGE = "Oops! We're having trouble fetching the local news.";

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-height: 10rem;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[5]};
`;

/** Stories open on their own sites: no referrer, no window handle. */
const renderOutsideLink: RenderLink = ({ href, children, className }) => (
  <a href={href} className={className} rel="noopener noreferrer external">
    {children}
  </a>
);

export interface NewsListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, WidgetRetryProps {
  /** Defaults to 'ready'. */
  status?: WidgetStatus;
  items?: readonly NewsItemView[];
  /** Accessible name of the list; defaults to 'Local news'. */
  label?: string;
  /** Heading level of each story's title; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The local news block (spec §2, §8, §9): 6 stories, 'Show more' adds 6; loading placeholders; the error with
 * retry. Titles and snippets are rendered as text (React escapes them); a title links out only when its link is
 * http(s). Renders nothing when `newsBlockHidden(items)`; the page hides its sub-navigation tab with the same helper.
 */
export const NewsList = forwardRef<HTMLDivElement, NewsListProps>(function NewsList(
  { status = 'ready', items = [], label = 'Local news', headingLevel, onRetry, retryHref, ...rest },
  ref,
) {
  const [shown, setShown] = useState(NEWS_PAGE_SIZE);
  if (status === 'loading') {
    return (
      <BusyPlaceholder ref={ref} label="Loading the local news" {...rest}>
        <CardGrid as="ul">
          {Array.from({ length: 3 }, (_, index) => (
            <SkeletonCard key={index}>
              <Skeleton $width="35%" $height="0.875rem" />
              <Skeleton $width="85%" $height="1.25rem" />
              <Skeleton $height="3rem" />
            </SkeletonCard>
          ))}
        </CardGrid>
      </BusyPlaceholder>
    );
  }
  if (status === 'error')
    return <ErrorState ref={ref} message={NEWS_ERROR_MESSAGE} onRetry={onRetry} retryHref={retryHref} {...rest} />;
  if (newsBlockHidden(items)) return null;
  const stories = visibleNews(items);
  return (
    <div ref={ref} {...rest}>
      <CardGrid as="ul" aria-label={label} $single={stories.length === 1}>
        {stories.slice(0, shown).map((item, index) => (
          <li key={`${item.href ?? item.title}-${index}`}>
            <Card
              title={item.title}
              href={item.href ?? undefined}
              meta={[formatNewsDate(item.isoDate), item.creator].filter(Boolean).join(' · ') || undefined}
              description={shortSnippet(item.snippet, item.title) ?? undefined}
              headingLevel={headingLevel}
              renderLink={renderOutsideLink}
            />
          </li>
        ))}
      </CardGrid>
      {stories.length > shown && (
        <MoreRow>
          <ShowMoreButton
            onClick={() => setShown((count) => count + NEWS_PAGE_SIZE)}
            aria-label={`Show more local news (${stories.length - shown} more)`}
          />
        </MoreRow>
      )}
    </div>
  );
});
