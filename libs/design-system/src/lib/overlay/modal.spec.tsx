import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Modal, type ModalProps } from './modal';

const withTheme = (ui: ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

/** A modal whose open state the app holds, as the forms' modals do; each change it hears is kept in `heard`. */
function Controlled({ heard, ...props }: Partial<ModalProps> & { heard: boolean[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        id="m"
        title="Request a city"
        description="Tell us which one."
        open={open}
        onOpenChange={(next) => {
          heard.push(next);
          setOpen(next);
        }}
        {...props}
      >
        <input aria-label="City name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a native dialog named by its title and described, opened by the app and closed by its close control', async () => {
    const heard: boolean[] = [];
    render(withTheme(<Controlled heard={heard} />));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a city', description: 'Tell us which one.' });
    expect(dialog.tagName).toBe('DIALOG');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('commandfor', 'm');
    expect(close).toHaveAttribute('command', 'close');
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The app opened it and knows; the close control's closing is told.
    expect(heard).toEqual([false]);
  });

  it('closes on Escape and on a click outside, unless told to stay', async () => {
    const heard: boolean[] = [];
    const { rerender } = render(withTheme(<Controlled heard={heard} />));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('dialog'), { clientX: 500, clientY: 500 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(withTheme(<Controlled heard={heard} keepOpenOnOverlayClick />));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('closedby', 'closerequest');
    fireEvent.click(screen.getByRole('dialog'), { clientX: 500, clientY: 500 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('without its close control, Escape does not close it', async () => {
    render(withTheme(<Controlled heard={[]} closable={false} />));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAttribute('closedby', 'none');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opened by its command button before hydration, it stays open and the app hears of it', async () => {
    const heard: boolean[] = [];
    const ui = withTheme(<Controlled heard={heard} />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // What `command="show-modal"` does in the browser before the app has loaded.
    act(() => (container.querySelector('dialog') as HTMLDialogElement).showModal());
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(screen.getByRole('dialog', { name: 'Request a city' })).toBeInTheDocument();
    expect(heard).toEqual([true]);
    container.remove();
  });
});
