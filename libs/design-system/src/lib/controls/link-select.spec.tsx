import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LinkSelect, type LinkSelectProps } from './link-select';

type Navigation = [string, { replace: boolean; preventScrollReset: boolean }];

const props = (navigations: Navigation[] = []): LinkSelectProps => ({
  action: '/ai-policy-resources',
  name: 'guide',
  label: 'Choose a guide',
  placeholder: 'Select a resource',
  options: [
    { value: 'privacy', label: 'Privacy' },
    { value: 'buying ai', label: 'Buying AI' },
  ],
  selected: null,
  navigate: (href, options) => navigations.push([href, options]),
});

const select = () => screen.getByRole('combobox', { name: 'Choose a guide' }) as HTMLSelectElement;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('LinkSelect', () => {
  it('is a GET form with a labelled select and a Show guide button in the server HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LinkSelect {...props()} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ai-policy-resources');
    const field = container.querySelector('select') as HTMLSelectElement;
    expect(field.name).toBe('guide');
    expect(container.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Choose a guide');
    expect([...field.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Select a resource'],
      ['privacy', 'Privacy'],
      ['buying ai', 'Buying AI'],
    ]);
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Show guide');
  });

  it('names the submit button with submitLabel', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LinkSelect {...props()} submitLabel="Go" />);
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Go');
  });

  it('drops the button once the app runs and follows a choice made before the app arrived', async () => {
    const navigations: Navigation[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LinkSelect {...props()} />);
    document.body.append(container);
    (container.querySelector('select') as HTMLSelectElement).value = 'privacy';
    await act(async () => {
      root = hydrateRoot(container, <LinkSelect {...props(navigations)} />);
    });
    expect(navigations).toEqual([['/ai-policy-resources?guide=privacy', { replace: false, preventScrollReset: true }]]);
    expect(container.querySelector('button')).toBeNull();
  });

  it('goes to action?name=value at once, and to the action for the blank option, keeping the scroll', () => {
    const navigations: Navigation[] = [];
    render(<LinkSelect {...props(navigations)} />);
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.change(select(), { target: { value: 'buying ai' } });
    fireEvent.change(select(), { target: { value: '' } });
    expect(navigations).toEqual([
      ['/ai-policy-resources?guide=buying%20ai', { replace: false, preventScrollReset: true }],
      ['/ai-policy-resources', { replace: false, preventScrollReset: true }],
    ]);
  });

  it("goes to an option's own href, adding a history entry even with replace; this page's links replace", () => {
    const navigations: Navigation[] = [];
    const base = props(navigations);
    render(
      <LinkSelect
        {...base}
        action="/race"
        name="candidate"
        options={base.options.map((option) => ({ ...option, href: `/race/${option.value}` }))}
        replace
      />,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'privacy' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '' } });
    expect(navigations).toEqual([
      ['/race/privacy', { replace: false, preventScrollReset: true }],
      ['/race', { replace: true, preventScrollReset: true }],
    ]);
  });

  it('shows the selected option, and a later selected one', () => {
    const { rerender } = render(<LinkSelect {...props()} selected="privacy" />);
    expect(select().value).toBe('privacy');
    rerender(<LinkSelect {...props()} selected="buying ai" />);
    expect(select().value).toBe('buying ai');
  });
});
