import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredView } from './deferred-view';
import { lazyComponent } from './lazy-component';

interface BlockProps {
  place: string;
}

/** A form as a deferred view holds one: a text field, a checkbox and a live counter only the code can run. */
function Block({ place }: BlockProps) {
  const [count, setCount] = useState(0);
  return (
    <form aria-label="Sign-up" method="post" action="/subscribe">
      <label htmlFor="email">Email</label>
      <input id="email" name="email" type="text" defaultValue="" />
      <label>
        <input name="terms" type="checkbox" /> Terms
      </label>
      <p>{`Place: ${place}`}</p>
      <button type="button" onClick={() => setCount(count + 1)}>{`Pressed ${count}`}</button>
    </form>
  );
}

/** A block holding a modal dialog, as the footer's 'Subscribe to another city' does. */
function DialogBlock({ place }: BlockProps) {
  return (
    <dialog id="block-dialog">
      <p>{`Subscribe to ${place}`}</p>
    </dialog>
  );
}

function serverHtml(props: BlockProps): string {
  const view = lazyComponent<BlockProps>(async () => Block);
  view.provide(Block);
  // jsdom has a document, so the server render here would warn of the layout effect a real server skips.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return renderToString(<DeferredView name="block" view={view} props={props} />);
  } finally {
    quiet.mockRestore();
  }
}

let root: Root | null = null;

/** The server's HTML in the document, hydrated with a view whose code has not arrived. */
async function hydrate(load: () => Promise<typeof Block>, serverHtmlSuffices = false) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml({ place: 'Saratoga' });
  document.body.append(container);
  const view = lazyComponent<BlockProps>(load);
  await act(async () => {
    root = hydrateRoot(
      container,
      <DeferredView name="block" view={view} props={{ place: 'Saratoga' }} serverHtmlSuffices={serverHtmlSuffices} />,
    );
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('DeferredView', () => {
  it('is the view itself in the server HTML when the server entry provided it', () => {
    const html = serverHtml({ place: 'Saratoga' });
    expect(html).toContain('data-deferred-view="block"');
    expect(html).toContain('Place: Saratoga');
    expect(html).toContain('name="email"');
  });

  it('keeps the server HTML through hydration and loads nothing until the visitor reaches for it', async () => {
    const load = jest.fn(async () => Block);
    const container = await hydrate(load);
    expect(screen.getByText('Place: Saratoga')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // The server's button is not live yet.
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-deferred-view]')).toHaveLength(1);
  });

  it('never loads the code of a view whose server HTML works alone, whatever the visitor does in it', async () => {
    const load = jest.fn(async () => Block);
    await hydrate(load, true);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await act(async () => {
      fireEvent.pointerOver(email);
      fireEvent.pointerDown(email);
      email.focus();
      fireEvent.input(email, { target: { value: 'ann@example.com' } });
      fireEvent.keyDown(email, { key: 'Enter' });
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Place: Saratoga')).toBeInTheDocument();
  });

  it('takes over on a pointer over it, with what was typed and ticked and the focus where it was', async () => {
    const load = jest.fn(async () => Block);
    await hydrate(load);
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    email.focus();
    email.value = 'ann@example.com';
    (screen.getByRole('checkbox', { name: 'Terms' }) as HTMLInputElement).checked = true;
    await act(async () => {
      fireEvent.pointerOver(email);
    });
    expect(load).toHaveBeenCalledTimes(1);
    // The live view: its own button works now, and it is a new element.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).not.toBe(email));
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Terms' })).toBeChecked();
  });

  it('loads at once when a field was typed in before the page hydrated, and keeps what was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml({ place: 'Saratoga' });
    document.body.append(container);
    (container.querySelector('input[name=email]') as HTMLInputElement).value = 'early@example.com';
    const load = jest.fn(async () => Block);
    const view = lazyComponent<BlockProps>(load);
    await act(async () => {
      root = hydrateRoot(container, <DeferredView name="block" view={view} props={{ place: 'Saratoga' }} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('early@example.com');
  });

  it('presses again in the view a control pressed in the server HTML before its code arrived', async () => {
    let arrive: (component: typeof Block) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Block>((resolve) => (arrive = resolve)));
    await hydrate(load);
    const early = screen.getByRole('button', { name: 'Pressed 0' });
    await act(async () => {
      fireEvent.pointerDown(early);
      fireEvent.pointerUp(early);
      fireEvent.click(early);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(Block));
    expect(await screen.findByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it('keeps a dialog opened in the server HTML open in the view', async () => {
    const load = jest.fn(async () => DialogBlock);
    const container = document.createElement('div');
    const provided = lazyComponent<BlockProps>(async () => DialogBlock);
    provided.provide(DialogBlock);
    container.innerHTML = renderToString(<DeferredView name="block" view={provided} props={{ place: 'Saratoga' }} />);
    document.body.append(container);
    const view = lazyComponent<BlockProps>(load);
    await act(async () => {
      root = hydrateRoot(container, <DeferredView name="block" view={view} props={{ place: 'Saratoga' }} />);
    });
    const early = container.querySelector('dialog') as HTMLDialogElement;
    act(() => early.showModal()); // what its commandfor button does before the code
    await act(async () => {
      fireEvent.pointerOver(early);
    });
    await waitFor(() => expect(container.querySelector('dialog')).not.toBe(early));
    expect(container.querySelector('dialog')).toHaveAttribute('open');
  });

  it('starts the download on a focus inside it', async () => {
    const load = jest.fn(async () => Block);
    await hydrate(load);
    await act(async () => {
      fireEvent.focus(screen.getByRole('textbox', { name: 'Email' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the server HTML, working as without JavaScript, when the code cannot be fetched', async () => {
    const load = jest.fn(async (): Promise<typeof Block> => {
      throw new Error('offline');
    });
    const container = await hydrate(load);
    const html = container.innerHTML;
    await act(async () => {
      fireEvent.pointerOver(screen.getByRole('textbox', { name: 'Email' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(html);
    expect(screen.getByRole('form', { name: 'Sign-up' })).toHaveAttribute('action', '/subscribe');
  });

  it('loads at once on a page the browser renders itself (no server HTML)', async () => {
    const load = jest.fn(async () => Block);
    render(<DeferredView name="block" view={lazyComponent<BlockProps>(load)} props={{ place: 'Campbell' }} />);
    expect(await screen.findByText('Place: Campbell')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
