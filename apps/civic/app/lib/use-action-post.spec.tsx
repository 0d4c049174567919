import type { FormResult } from '@civicbrief/forms';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, redirect, RouterProvider, useLoaderData } from 'react-router-dom';
import { useActionPost } from './use-action-post';

/** A page whose loader says whether the thing still exists, and a form that removes it, as /newsletter/my-data. */
function Page() {
  const exists = useLoaderData() as boolean;
  const post = useActionPost('Something went wrong');
  const [answer, setAnswer] = useState<FormResult | null>(null);
  return (
    <>
      {answer ? <p role="status">{answer.status === 'failed' ? answer.message : answer.status}</p> : null}
      {exists ? (
        <form
          method="post"
          action="/thing"
          aria-label="Remove"
          onSubmit={(event) => {
            event.preventDefault();
            void post(event.currentTarget).then(setAnswer);
          }}
        >
          <input name="confirm" defaultValue="yes" />
          <button>Remove</button>
        </form>
      ) : null}
    </>
  );
}

function renderPage(action: (body: URLSearchParams) => FormResult | Response) {
  let exists = true;
  const router = createMemoryRouter(
    [
      {
        path: '/thing',
        element: <Page />,
        loader: () => exists,
        action: async ({ request }) => {
          const answer = action(new URLSearchParams(await request.text()));
          if (!(answer instanceof Response) && answer.status === 'success') exists = false;
          return answer;
        },
      },
      { path: '/done', element: <h1>Done</h1> },
    ],
    { initialEntries: ['/thing'] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

describe('useActionPost', () => {
  it("answers the action's result, even when the page's loaders, read again, remove the form", async () => {
    const action = jest.fn((_body: URLSearchParams): FormResult => ({ status: 'success' }));
    renderPage(action);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('success');
    expect(screen.queryByRole('form', { name: 'Remove' })).not.toBeInTheDocument();
    expect(action.mock.calls[0][0].get('confirm')).toBe('yes');
  });

  it("answers a refusal the action returns, and each post's own answer", async () => {
    const answers: FormResult[] = [
      { status: 'failed', message: 'Too many tries', values: {} },
      { status: 'failed', message: 'Still too many', values: {} },
    ];
    renderPage(() => answers.shift() as FormResult);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Too many tries');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Still too many'));
  });

  it('leaves a redirect to the router, which follows it', async () => {
    const router = renderPage(() => redirect('/done'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/done');
  });
});
