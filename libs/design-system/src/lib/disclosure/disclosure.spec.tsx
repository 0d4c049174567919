import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { AlphabetIndex, alphabetAnchorId } from './alphabet-index';
import { PlainTabs } from './plain-tabs';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const itemOf = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('details') as HTMLElement;

describe('disclosure', () => {
  it('PlainTabs: arrow keys open the next tab, the open tab is the one tab stop, underlined, its panel labelled by it', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <PlainTabs
        label="Year"
        tabs={[
          { label: '2024', panel: <p>Summaries of 2024</p> },
          { label: '2025', panel: <p>Summaries of 2025</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Year' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: '2024' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveStyle({ borderBottomColor: theme.colors.primary });
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: '2025' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Summaries of 2025');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', second.id);
  });

  it('Accordion items are native details: their summary (an h3 and a chevron) toggles them, no script needed', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Accordion>
        <AccordionItem>
          <AccordionTrigger>A</AccordionTrigger>
          <AccordionContent>Alameda</AccordionContent>
        </AccordionItem>
        <AccordionItem defaultOpen>
          <AccordionTrigger>B</AccordionTrigger>
          <AccordionContent>Butte</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const a = itemOf('A');
    expect(a.tagName).toBe('DETAILS');
    expect(a).not.toHaveAttribute('name');
    expect(a).not.toHaveAttribute('open');
    expect(screen.getByText('Alameda')).not.toBeVisible();
    expect(itemOf('B')).toHaveAttribute('open');
    expect(screen.getByText('Butte')).toBeVisible();

    const summary = screen.getByRole('heading', { level: 3, name: 'A' }).parentElement as HTMLElement;
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(summary);
    expect(a).toHaveAttribute('open');
    expect(screen.getByText('Alameda')).toBeVisible();
    await user.click(summary);
    expect(a).not.toHaveAttribute('open');
    // The chevron turns with the open attribute itself, by CSS.
    const css = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules).map((rule) => rule.cssText),
    );
    expect(css).toContainEqual(expect.stringMatching(/\[open\]>summary svg \{transform: rotate\(180deg\);\}/));
  });

  it('Accordion with a name is single-open: its items share the name the browser keeps exclusive', () => {
    renderWithTheme(
      <Accordion name="counties">
        <AccordionItem>
          <AccordionTrigger>A</AccordionTrigger>
        </AccordionItem>
        <AccordionItem name="own">
          <AccordionTrigger>B</AccordionTrigger>
        </AccordionItem>
      </Accordion>,
    );
    expect(itemOf('A')).toHaveAttribute('name', 'counties');
    expect(itemOf('B')).toHaveAttribute('name', 'own');
  });

  it('AlphabetIndex links letters with entries and disables the others', () => {
    renderWithTheme(<AlphabetIndex available={new Set(['A', 'C'])} />);
    const nav = screen.getByRole('navigation', { name: 'Alphabetical index' });
    expect(nav.querySelectorAll('li')).toHaveLength(26);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['A', '#letter-a'],
      ['C', '#letter-c'],
    ]);
    expect(screen.getByText('B')).toHaveAttribute('aria-disabled', 'true');
    expect(alphabetAnchorId('Z')).toBe('letter-z');
  });
});
