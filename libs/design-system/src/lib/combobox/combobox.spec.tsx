import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { Button } from '../primitives/button';
import { theme } from '../theme/theme';
import { Combobox, type ComboboxProps } from './combobox';
import { ComboboxInput } from './combobox-input';
import type { ComboboxOption } from './use-combobox';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const cities: ComboboxOption[] = [
  { id: 'saratoga', label: 'Saratoga', description: 'Santa Clara County' },
  { id: 'san-jose', label: 'San Jose', description: 'Santa Clara County' },
  { id: 'santa-clara', label: 'Santa Clara' },
];
const getOptions = (text: string) => cities.filter((city) => city.label.toLowerCase().startsWith(text.toLowerCase()));

function renderSearch(props: Partial<ComboboxProps> = {}) {
  const onSelect = jest.fn();
  const view = renderWithTheme(
    <Combobox
      label="Search for your city"
      placeholder="City name"
      getOptions={getOptions}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { onSelect, input: screen.getByRole('combobox', { name: 'Search for your city' }), ...view };
}

describe('Combobox', () => {
  it('is a labelled combobox controlling a listbox, closed at first', () => {
    const { input } = renderSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('placeholder', 'City name');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lists matches, announces their count, moves with the arrows and selects with Enter', async () => {
    const user = userEvent.setup();
    const { input, onSelect } = renderSearch();
    await user.type(input, 'sa');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'SaratogaSanta Clara County',
      'San JoseSanta Clara County',
      'Santa Clara',
    ]);
    expect(screen.getByText('3 results available')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(cities[2]);
    expect(input).toHaveValue('Santa Clara');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list, and a second Escape clears the text', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'sar');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('sar');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('selects an option with the mouse', async () => {
    const user = userEvent.setup();
    const { input, onSelect } = renderSearch();
    await user.type(input, 'san j');
    expect(screen.getByText('1 result available')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /San Jose/ }));
    expect(onSelect).toHaveBeenCalledWith(cities[1]);
  });

  it('waits for minChars and shows the no-results content, whose action stays reachable', async () => {
    const user = userEvent.setup();
    const onRequest = jest.fn();
    const { input } = renderSearch({
      minChars: 2,
      noResults: (
        <>
          <p>Sorry, that city isn't available</p>
          <Button type="button" onClick={onRequest}>
            submit a request
          </Button>
        </>
      ),
    });
    await user.type(input, 's');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText("Sorry, that city isn't available")).not.toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.getByText("Sorry, that city isn't available")).toBeVisible();
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'submit a request' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('when busy the input is disabled and a spinner shows', () => {
    const { input } = renderSearch({ busy: true });
    expect(input).toBeDisabled();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading')).toBe(true);
  });

  it('leaves Enter alone without a highlighted option, so a surrounding form submits', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Combobox label="City" name="q" getOptions={getOptions} onSelect={jest.fn()} />
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'sa{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('name', 'q');
  });
});

describe('ComboboxInput', () => {
  it("takes an outside label's wiring, keeps an action option last and uncounted, and reports text changes", async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const onTextChange = jest.fn();
    const withAction = (text: string) => [
      ...getOptions(text),
      { id: 'manual', label: 'Enter it yourself', action: true },
    ];
    renderWithTheme(
      <>
        <label htmlFor="city">City</label>
        <ComboboxInput
          id="city"
          label="City"
          required
          aria-invalid
          aria-describedby="city-error"
          defaultText="Sar"
          getOptions={withAction}
          onSelect={onSelect}
          onTextChange={onTextChange}
          announce={(count) => `${count} found`}
        />
        <p id="city-error">Please select a city</p>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please select a city');
    expect(input).toHaveValue('Sar');
    await user.type(input, 'a');
    expect(onTextChange).toHaveBeenLastCalledWith('Sara');
    expect(screen.getByText('1 found')).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['SaratogaSanta Clara County', 'Enter it yourself']);
    expect(options[1]).toHaveAttribute('data-action', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'manual' }));
  });
});
