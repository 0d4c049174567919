import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { CardGrid } from '../../cards/card-grid';
import type { RenderLink } from '../../chrome/links';
import { ErrorState } from '../../feedback/error-state';
import { BusyPlaceholder, Skeleton } from '../shared/skeleton';
import type { WidgetRetryProps, WidgetStatus } from '../shared/widget-state';
import { SchoolCard } from './school-card';
import { schoolsBlockHidden, visibleSchools, type SchoolView } from './schools-format';
import { theme } from '../../theme/theme';

/** Spec §8, word for word. */
export const SCHOOLS_ERROR_MESSAGE = 'Error while loading the schools';

const SKELETON_CARDS = 3;

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-height: 15rem;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

export interface SchoolsListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, WidgetRetryProps {
  /** Defaults to 'ready'. */
  status?: WidgetStatus;
  /** The schools as the provider lists them; the block picks the ones it shows (`visibleSchools`). */
  schools?: readonly SchoolView[];
  /** Accessible name of the list; defaults to 'Schools'. */
  label?: string;
  /** Heading level of each school's name; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderLink;
}

/**
 * The schools block (spec §4: loading, error with retry, hidden, list). Renders nothing when
 * `schoolsBlockHidden(schools)`; the page hides its sub-navigation tab with the same helper.
 */
export const SchoolsList = forwardRef<HTMLDivElement, SchoolsListProps>(function SchoolsList(
  { status = 'ready', schools = [], label = 'Schools', headingLevel, renderLink, onRetry, retryHref, ...rest },
  ref,
) {
  if (status === 'loading') {
    return (
      <BusyPlaceholder ref={ref} label="Loading schools" {...rest}>
        <CardGrid as="ul">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <SkeletonCard key={index}>
              <Skeleton $width="40%" $height="0.875rem" />
              <Skeleton $width="80%" $height="1.25rem" />
              <Skeleton $height="6rem" />
            </SkeletonCard>
          ))}
        </CardGrid>
      </BusyPlaceholder>
    );
  }
  if (status === 'error') {
    return <ErrorState ref={ref} message={SCHOOLS_ERROR_MESSAGE} onRetry={onRetry} retryHref={retryHref} {...rest} />;
  }
  if (schoolsBlockHidden(schools)) return null;
  return (
    <div ref={ref} {...rest}>
      <CardGrid as="ul" aria-label={label}>
        {visibleSchools(schools).map((school) => (
          <li key={school.id}>
            <SchoolCard school={school} headingLevel={headingLevel} renderLink={renderLink} />
          </li>
        ))}
      </CardGrid>
    </div>
  );
});
