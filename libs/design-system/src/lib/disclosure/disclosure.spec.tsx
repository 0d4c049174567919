import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { AlphabetIndex, alphabetAnchorId } from './alphabet-index';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { YearTabs } from './year-tabs';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const itemOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('details') as HTMLElement;

function Meetings() {
  const [year, setYear] = useState(2025);
  return (
    <YearTabs years={[2023, 2024, 2025]} value={year} onValueChange={setYear}>
      <p>Summaries of {year}</p>
    </YearTabs>
  );
}

describe('disclosure', () => {
  it('YearTabs selects a year with the keyboard and shows its content', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Meetings />);
    expect(screen.getByRole('tablist', { name: 'Year' })).toBeInTheDocument();
    const current = screen.getByRole('tab', { name: '2025' });
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Summaries of 2025');

    await user.tab();
    expect(current).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Summaries of 2024');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: '2024' }).id);
  });

  it('Tabs are Radix tabs with the active one underlined', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tabs defaultValue="a">
        <TabsList aria-label="Topics">
          <TabsTrigger value="a">Housing</TabsTrigger>
          <TabsTrigger value="b">Transit</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Housing panel</TabsContent>
        <TabsContent value="b">Transit panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Housing' })).toHaveStyle({ borderBottomColor: theme.colors.primary });
    await user.click(screen.getByRole('tab', { name: 'Transit' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Transit panel');
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
    const css = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText));
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
