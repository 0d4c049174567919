import { act, render } from '@testing-library/react';
import { recordEarlyEdits } from './early-edits';

describe('recordEarlyEdits', () => {
  it('puts back what was typed and ticked before hydration, as changes React sees, then the held submit', () => {
    const changes: string[] = [];
    const submits = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <form onSubmit={submits}>
        <input name="email" defaultValue="" onChange={(event) => changes.push(`email=${event.target.value}`)} />
        <input name="terms" type="checkbox" onChange={(event) => changes.push(`terms=${event.target.checked}`)} />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    const email = container.querySelector('input[name=email]') as HTMLInputElement;
    const terms = container.querySelector('input[name=terms]') as HTMLInputElement;
    const edits = recordEarlyEdits(container);

    // Typed before the form's code ran; then the form's code resets the fields to its defaults.
    email.value = 'ann@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    terms.checked = true;
    terms.dispatchEvent(new Event('change', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    email.value = '';
    terms.checked = false;
    changes.length = 0;
    form.requestSubmit = jest.fn();

    act(() => edits.replay());
    expect(email.value).toBe('ann@example.com');
    expect(terms.checked).toBe(true);
    expect(changes).toEqual(['email=ann@example.com', 'terms=true']);
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends a held submit to the server when the code cannot load', () => {
    const { container } = render(<form action="/subscribe" />);
    const form = container.querySelector('form') as HTMLFormElement;
    form.submit = jest.fn();
    const edits = recordEarlyEdits(container);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    edits.release();
    expect(form.submit).toHaveBeenCalledTimes(1);
  });
});
