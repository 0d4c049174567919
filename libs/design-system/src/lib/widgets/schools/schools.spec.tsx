import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import {
  formatEnrollment,
  formatGradeRange,
  formatLevels,
  formatRating,
  formatStudentTeacherRatio,
  schoolsBlockHidden,
  visibleSchools,
  type SchoolView,
} from './schools-format';
import { SchoolsList } from './schools-list';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const school = (overrides: Partial<SchoolView> = {}): SchoolView => ({
  id: '0600001',
  name: 'Foothill Elementary School',
  rating: 9,
  levelCodes: 'e',
  level: 'K,1,2,3,4,5',
  enrollment: 412,
  studentTeacherRatio: 21.7,
  address: '13919 Lynde Ave, Saratoga, CA 95070',
  overviewUrl: 'https://www.greatschools.org/california/saratoga/1-Foothill-Elementary-School/',
  ...overrides,
});

describe('schools formatting', () => {
  it('rates out of 10, or NOT RATED', () => {
    expect(formatRating(7)).toBe('7/10');
    expect(formatRating(null)).toBe('NOT RATED');
  });

  it('names the level codes', () => {
    expect(formatLevels('e')).toBe('Elementary');
    expect(formatLevels('e,m')).toBe('Elementary, Middle');
    expect(formatLevels('m, h')).toBe('Middle, High School');
    expect(formatLevels('p,h')).toBe('High School');
  });

  it('shows the grades first-last, without UG', () => {
    expect(formatGradeRange('K,1,2,3,4,5')).toBe('K-5');
    expect(formatGradeRange(['9', '10', '11', '12'])).toBe('9-12');
    expect(formatGradeRange('UG,K,1,2')).toBe('K-2');
    expect(formatGradeRange('K-5')).toBe('K-5');
    expect(formatGradeRange('PK')).toBe('PK');
    expect(formatGradeRange('UG')).toBe('');
  });

  it('shows enrollment with separators or N/D, and the ratio floored as N:1', () => {
    expect(formatEnrollment(1234)).toBe('1,234');
    expect(formatEnrollment(null)).toBe('N/D');
    expect(formatStudentTeacherRatio(21.7)).toBe('21:1');
    expect(formatStudentTeacherRatio(18)).toBe('18:1');
    expect(formatStudentTeacherRatio(null)).toBe('N/D');
  });

  it('drops ungraded (UG) schools and keeps at most 10', () => {
    const schools = [
      school({ id: 'ug', level: 'UG' }),
      ...Array.from({ length: 12 }, (_, index) => school({ id: `s${index}`, level: index === 0 ? 'UG,K,1' : 'K,1' })),
    ];
    const shown = visibleSchools(schools);
    expect(shown.map((item) => item.id)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9']);
    expect(visibleSchools([school({ level: '' })])).toHaveLength(1);
  });

  it('hides the block when no school shown has an enrollment figure', () => {
    expect(schoolsBlockHidden([])).toBe(true);
    expect(schoolsBlockHidden([school({ enrollment: null }), school({ id: '2', enrollment: null })])).toBe(true);
    expect(schoolsBlockHidden([school({ enrollment: null }), school({ id: '2', enrollment: 300 })])).toBe(false);
    expect(schoolsBlockHidden([school({ level: 'UG', enrollment: 300 }), school({ id: '2', enrollment: null })])).toBe(
      true,
    );
  });
});

describe('SchoolsList', () => {
  it('shows each school as a card linking to its overview', () => {
    renderWithTheme(
      <SchoolsList
        schools={[
          school(),
          school({
            id: '0600002',
            name: 'Redwood Middle School',
            rating: null,
            levelCodes: 'm,h',
            level: ['6', '7', '8'],
            enrollment: null,
            studentTeacherRatio: null,
            overviewUrl: 'https://www.greatschools.org/california/saratoga/2-Redwood-Middle-School/',
          }),
          school({ id: '0600003', name: 'Ungraded Academy', level: 'UG' }),
        ]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Schools' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const foothill = within(cards[0]);
    expect(foothill.getByRole('heading', { level: 3, name: 'Foothill Elementary School' })).toBeInTheDocument();
    expect(foothill.getByRole('link', { name: 'Foothill Elementary School' })).toHaveAttribute(
      'href',
      school().overviewUrl,
    );
    expect(cards[0]).toHaveTextContent('Elementary');
    expect(cards[0]).toHaveTextContent('Rating9/10');
    expect(cards[0]).toHaveTextContent('GradesK-5');
    expect(cards[0]).toHaveTextContent('Enrollment412');
    expect(cards[0]).toHaveTextContent('Students per teacher21:1');
    expect(cards[0]).toHaveTextContent('13919 Lynde Ave, Saratoga, CA 95070');

    expect(cards[1]).toHaveTextContent('Middle, High School');
    expect(cards[1]).toHaveTextContent('RatingNOT RATED');
    expect(cards[1]).toHaveTextContent('Grades6-8');
    expect(cards[1]).toHaveTextContent('EnrollmentN/D');
    expect(cards[1]).toHaveTextContent('Students per teacherN/D');
    expect(screen.queryByText('Ungraded Academy')).not.toBeInTheDocument();
  });

  it('shows at most 10 schools', () => {
    renderWithTheme(
      <SchoolsList
        schools={Array.from({ length: 14 }, (_, index) => school({ id: `s${index}`, name: `School ${index}` }))}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Schools' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('School 10')).not.toBeInTheDocument();
  });

  it('renders nothing when no school has an enrollment figure', () => {
    const { container } = renderWithTheme(<SchoolsList schools={[school({ enrollment: null })]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is busy while loading', () => {
    const { container } = renderWithTheme(<SchoolsList status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading schools');
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it("says it failed, in the spec's words, and retries", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<SchoolsList status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error while loading the schoolsTry again$/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
