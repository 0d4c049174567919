import { styled } from 'styled-components';
import { Card } from '../../cards/card';
import type { RenderLink } from '../../chrome/links';
import {
  formatEnrollment,
  formatGradeRange,
  formatLevels,
  formatRating,
  formatStudentTeacherRatio,
  type SchoolView,
} from './schools-format';
import { theme } from '../../theme/theme';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  dt {
    color: ${theme.colors.mutedText};
  }

  dd {
    margin: 0;
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  }

  /* The rating: a plain dd styled from here (decision 039), in the primary colour when the school has one. */
  dd.rating {
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.mutedText};
  }

  dd.rating.rated {
    color: ${theme.colors.primary};
  }
`;

export interface SchoolCardProps {
  school: SchoolView;
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderLink;
}

/** One school: its name links to the overview; levels above it; rating, grades, enrollment, ratio and address. */
export function SchoolCard({ school, headingLevel = 3, renderLink }: SchoolCardProps) {
  const levels = formatLevels(school.levelCodes);
  const gradeRange = formatGradeRange(school.level);
  return (
    <Card
      title={school.name}
      href={school.overviewUrl}
      meta={levels || undefined}
      headingLevel={headingLevel}
      renderLink={renderLink}
    >
      <Facts>
        <dt>Rating</dt>
        <dd className={school.rating === null ? 'rating' : 'rating rated'}>{formatRating(school.rating)}</dd>
        {gradeRange && (
          <>
            <dt>Grades</dt>
            <dd>{gradeRange}</dd>
          </>
        )}
        <dt>Enrollment</dt>
        <dd>{formatEnrollment(school.enrollment)}</dd>
        <dt>Students per teacher</dt>
        <dd>{formatStudentTeacherRatio(school.studentTeacherRatio)}</dd>
        <dt>Address</dt>
        <dd>{school.address}</dd>
      </Facts>
    </Card>
  );
}
