import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { PrintButton, PrintHeader, PrintHidden } from './print';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const cssText = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');
const hasRule = (element: Element, rule: (className: string) => string) =>
  Array.from(element.classList).some((name) => cssText().includes(rule(name)));

describe('print', () => {
  afterEach(() => jest.restoreAllMocks());

  it('PrintButton opens the print dialog and is not printed', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithTheme(<PrintButton />);
    const button = screen.getByRole('button', { name: 'Print' });
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(hasRule(button, (name) => `@media print {.${name} {display: none !important;}}`)).toBe(true);
  });

  it('PrintButton takes a label and lets its onClick cancel printing', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithTheme(<PrintButton label="Print contacts" onClick={(event) => event.preventDefault()} />);
    await user.click(screen.getByRole('button', { name: 'Print contacts' }));
    expect(print).not.toHaveBeenCalled();
  });

  it('PrintHeader shows the logo and title on paper only', () => {
    renderWithTheme(<PrintHeader title="Voter Guide for Jane Doe" />);
    const heading = screen.getByRole('heading', { name: 'Voter Guide for Jane Doe', hidden: true });
    const header = heading.parentElement as HTMLElement;
    expect(header).not.toBeVisible();
    expect(header).toHaveTextContent('CivicBrief');
    expect(header.querySelector('svg')).not.toBeNull();
    expect(hasRule(header, (name) => `@media print {.${name} {display: flex;`)).toBe(true);
  });

  it('PrintHeader takes another logo, and PrintHidden hides chrome on paper', () => {
    renderWithTheme(
      <>
        <PrintHeader title="AI Policy Resources" logo={<img src="/logo.svg" alt="CivicBrief" />} />
        <PrintHidden data-testid="chrome">Share</PrintHidden>
      </>,
    );
    expect(screen.getByRole('img', { name: 'CivicBrief', hidden: true })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByTestId('chrome')).toBeVisible();
    expect(hasRule(screen.getByTestId('chrome'), (name) => `@media print {.${name} {display: none !important;}}`)).toBe(
      true,
    );
  });
});
