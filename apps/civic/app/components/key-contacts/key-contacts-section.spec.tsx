import { theme } from '@civicbrief/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { KeyContactsSection, keyContactsTabs } from './key-contacts-section';

const contacts = [
  {
    name: 'Ana Ruiz',
    role: 'City Clerk',
    office: 'Office of the City Clerk',
    phone: '(408) 868-1200',
    email: 'clerk@saratoga.example',
    address: '13777 Fruitvale Ave, Saratoga, CA 95070',
  },
  { name: 'Ben Ito', role: 'City Manager' },
];
const city = { name: 'Saratoga', state: 'California' };

const renderSection = () =>
  render(
    <ThemeProvider theme={theme}>
      <KeyContactsSection city={city} contacts={contacts} />
    </ThemeProvider>,
  );

const cssText = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');

describe('KeyContactsSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the contacts in a table with tel: and mailto: links', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Saratoga key contacts' });
    // jsdom applies no media query: the table, shown from md up and on paper, reads as hidden here.
    const table = within(section).getByRole('table', { name: 'Key contacts, Saratoga, California', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Role', 'Office', 'Phone', 'Email', 'Address']);
    const [, first, second] = within(table).getAllByRole('row', { hidden: true });
    expect(within(first).getByRole('rowheader', { hidden: true })).toHaveTextContent('Ana Ruiz');
    expect(within(first).getByRole('link', { name: '(408) 868-1200', hidden: true })).toHaveAttribute(
      'href',
      'tel:4088681200',
    );
    expect(within(first).getByRole('link', { name: 'clerk@saratoga.example', hidden: true })).toHaveAttribute(
      'href',
      'mailto:clerk@saratoga.example',
    );
    expect(first).toHaveTextContent('13777 Fruitvale Ave, Saratoga, CA 95070');
    expect(
      within(second)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['City Manager', '', '', '', '']);
    expect(within(second).queryByRole('link', { hidden: true })).toBeNull();
  });

  it('lists them as cards too, for narrow screens (the table shows from md up and on paper)', () => {
    renderSection();
    const list = screen.getByRole('list', { name: 'Key contacts, Saratoga, California' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Ana Ruiz');
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Role', 'Office', 'Phone', 'Email', 'Address']);
    expect(within(first).getByRole('link', { name: '(408) 868-1200' })).toHaveAttribute('href', 'tel:4088681200');
    expect(within(first).getByRole('link', { name: 'clerk@saratoga.example' })).toHaveAttribute(
      'href',
      'mailto:clerk@saratoga.example',
    );
    expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Role']);
  });

  it("has a 'Print' button that opens the print dialog, and a printout header with the logo and the city's name", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderSection();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const header = screen.getByRole('heading', { name: 'Saratoga, California', hidden: true })
      .parentElement as HTMLElement;
    expect(header).not.toBeVisible();
    expect(header).toHaveTextContent('CivicBrief');
    expect(header.querySelector('svg')).not.toBeNull();
  });

  it('prints nothing of the page but the marked contacts section', () => {
    const { container } = renderSection();
    expect(container.querySelector('[data-print-only]')).toContainElement(screen.getByRole('table', { hidden: true }));
    expect(cssText()).toContain(
      '@media print {body *:not(:has([data-print-only])):not([data-print-only]):not([data-print-only] *) {display: none !important;}',
    );
  });

  it('has a sub-navigation tab only when the city has contacts', () => {
    expect(keyContactsTabs(contacts)).toEqual([{ id: 'key-contacts', label: 'Key contacts' }]);
    expect(keyContactsTabs([])).toEqual([]);
  });
});
