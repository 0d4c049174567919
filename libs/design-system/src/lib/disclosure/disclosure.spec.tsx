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

  it('Accordion expands items from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Accordion type="single" collapsible>
        <AccordionItem value="a">
          <AccordionTrigger>A</AccordionTrigger>
          <AccordionContent>Alameda</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'A' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.parentElement?.tagName).toBe('H3');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'A' })).toHaveTextContent('Alameda');
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
