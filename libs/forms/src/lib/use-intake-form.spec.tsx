import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as z from 'zod/mini';
import { useIntakeForm } from './use-intake-form';

const schema = z.object({ email: z.string(), name: z.string(), terms: z.boolean(), topic: z.string() });
type Values = z.input<typeof schema>;
let seen: Values | undefined;

function Form() {
  const form = useIntakeForm<Values>({
    schema,
    mode: 'onBlur',
    defaultValues: { email: '', name: 'Ada', terms: false, topic: 'a' },
  });
  seen = form.watch();
  return (
    <form>
      <input aria-label="Email" {...form.register('email')} />
      <input aria-label="Name" {...form.register('name')} defaultValue="Ada" />
      <input aria-label="Terms" type="checkbox" {...form.register('terms')} />
      <select aria-label="Topic" {...form.register('topic')} defaultValue="a">
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
    </form>
  );
}

const field = <T extends HTMLElement>(label: string) => document.querySelector(`[aria-label="${label}"]`) as T;

// The page's app loads right after it paints (decision 021) and a visitor may type before it hydrates:
// react-hook-form (7.9x) keeps a field edited before the form is ready instead of resetting it to its default.
describe('useIntakeForm keeps what was typed before hydration', () => {
  it('gives the form the values the visitor changed, and leaves the others at their defaults', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
    field<HTMLInputElement>('Email').value = 'early@example.com';
    field<HTMLInputElement>('Terms').checked = true;
    field<HTMLSelectElement>('Topic').value = 'b';

    await act(async () => {
      hydrateRoot(document.getElementById('root') as HTMLElement, <Form />);
    });

    expect(field<HTMLInputElement>('Email').value).toBe('early@example.com');
    expect(field<HTMLInputElement>('Name').value).toBe('Ada');
    expect(field<HTMLInputElement>('Terms').checked).toBe(true);
    expect(field<HTMLSelectElement>('Topic').value).toBe('b');
    expect(seen).toEqual({ email: 'early@example.com', name: 'Ada', terms: true, topic: 'b' });
  });
});
