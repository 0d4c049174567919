import { Modal, theme } from '@civicbrief/design-system';
import type { City } from '@civicbrief/locations';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CityAutocomplete, ENTER_CITY_MANUALLY } from './city-autocomplete';
import { cityMatches, countyOf } from './city-matches';

describe('cityMatches', () => {
  it('starts at one character and gives at most 10 case-insensitive substring matches', () => {
    expect(cityMatches('')).toEqual([]);
    const found = cityMatches('a');
    expect(found).toHaveLength(10);
    expect(cityMatches('SAN').map((city) => city.slug)).toEqual(cityMatches('san').map((city) => city.slug));
    for (const city of cityMatches('ara')) expect(city.name.toLowerCase()).toContain('ara');
    expect(cityMatches('ara').map((city) => city.name)).toContain('Saratoga');
  });

  it('fills every county of a city spanning several', () => {
    const dallas = cityMatches('dallas').find((city) => city.stateCode === 'TX') as City;
    expect(countyOf(dallas)).toBe(dallas.counties.join(', '));
    expect(dallas.counties.length).toBeGreaterThan(1);
  });
});

function renderAutocomplete() {
  const onPick = jest.fn();
  const onManual = jest.fn();
  const onTextChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <CityAutocomplete
        label="City"
        value=""
        onPick={onPick}
        onManual={onManual}
        onTextChange={onTextChange}
        error={{ message: 'Please select a city' }}
      />
    </ThemeProvider>,
  );
  return {
    onPick,
    onManual,
    onTextChange,
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'City' }),
  };
}

describe('CityAutocomplete', () => {
  it('lists matches and the manual option, and picks one with the keyboard', async () => {
    const { onPick, onTextChange, user, input } = renderAutocomplete();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleDescription('Please select a city');
    await user.type(input, 'sarat');
    expect(onTextChange).toHaveBeenLastCalledWith('sarat');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'SaratogaSanta Clara County, CA',
      ENTER_CITY_MANUALLY,
    ]);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Saratoga', stateCode: 'CA' }));
    expect(input).toHaveValue('Saratoga');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers 'Enter your city manually' even when no city matches", async () => {
    const { onManual, user, input } = renderAutocomplete();
    await user.type(input, 'zzzz');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([ENTER_CITY_MANUALLY]);
    await user.click(screen.getByRole('option', { name: ENTER_CITY_MANUALLY }));
    expect(onManual).toHaveBeenCalled();
  });

  it('closes on Escape and shows at most 10 cities', async () => {
    const { user, input } = renderAutocomplete();
    await user.type(input, 'a');
    expect(screen.getAllByRole('option')).toHaveLength(11);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('inside a dialog, Escape closes the list first and the dialog only after', async () => {
    const onOpenChange = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <Modal open onOpenChange={onOpenChange} title="Onboard">
          <CityAutocomplete label="City" value="" onPick={jest.fn()} onManual={jest.fn()} onTextChange={jest.fn()} />
        </Modal>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'sa');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
