import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select';

const props = (onChoose: (value: string) => void): ChoiceSelectProps => ({
  action: '/ai-policy-resources',
  name: 'guide',
  label: 'Choose a guide',
  placeholder: 'Select a resource',
  options: [
    { value: 'privacy', label: 'Privacy' },
    { value: 'procurement', label: 'Procurement' },
  ],
  selected: null,
  onChoose,
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('ChoiceSelect', () => {
  it('is a GET form with a labelled select and a Show guide button in the server HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ChoiceSelect {...props(() => undefined)} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ai-policy-resources');
    const select = container.querySelector('select') as HTMLSelectElement;
    expect(select.name).toBe('guide');
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Choose a guide');
    expect([...select.options].map((option) => option.text)).toEqual(['Select a resource', 'Privacy', 'Procurement']);
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Show guide');
  });

  it('drops the button once the app runs and acts on a choice at once, and on one made before the app arrived', async () => {
    const chosen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ChoiceSelect {...props(() => undefined)} />);
    document.body.append(container);
    (container.querySelector('select') as HTMLSelectElement).value = 'procurement';
    await act(async () => {
      root = hydrateRoot(container, <ChoiceSelect {...props((value) => chosen.push(value))} />);
    });
    expect(chosen).toEqual(['procurement']);
    expect(container.querySelector('button')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Choose a guide' }), { target: { value: 'privacy' } });
    expect(chosen).toEqual(['procurement', 'privacy']);
  });

  it('shows the selected option', () => {
    render(<ChoiceSelect {...props(() => undefined)} selected="privacy" />);
    expect((screen.getByRole('combobox', { name: 'Choose a guide' }) as HTMLSelectElement).value).toBe('privacy');
  });
});
