import { actionAnswer as answer, fakeActionFetch } from '../../testing/action-answer';
import { postToAction } from './post-to-action';

/** A form as a page renders it: its action, a hidden token, a field, the honeypot. */
function pageForm(action = '/newsletter/my-data?token=abc.def') {
  const form = document.createElement('form');
  form.setAttribute('action', action);
  form.innerHTML =
    '<input name="token" value="abc.def"><input name="confirm" type="checkbox" checked><input name="hp" value="">';
  document.body.append(form);
  return form;
}

describe("a form posted to its route's action", () => {
  const fetcher = fakeActionFetch();
  beforeEach(fetcher.install);
  afterEach(fetcher.restore);

  it("posts the form as it is, urlencoded, as Remix's data request of the route, and answers its FormResult", async () => {
    fetcher.answer(answer({ status: 'success' }));
    expect(await postToAction(pageForm(), 'routes/newsletter.my-data', 'Something went wrong')).toEqual({
      status: 'success',
    });
    const [{ url, method, body }] = fetcher.posts;
    expect(url.pathname).toBe('/newsletter/my-data');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'abc.def', _data: 'routes/newsletter.my-data' });
    expect(method).toBe('POST');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('token=abc.def&confirm=on&hp=');
  });

  it("answers the action's field errors and refusals as they are", async () => {
    const invalid = { status: 'invalid', fieldErrors: { confirm: 'Please tick the box to confirm.' }, values: {} };
    fetcher.answer(answer(invalid, 400));
    expect(await postToAction(pageForm(), 'routes/x', 'Something went wrong')).toEqual(invalid);
    const refused = { status: 'failed', message: 'Invalid email or password', values: {}, httpStatus: 401 };
    fetcher.answer(answer(refused, 401));
    expect(await postToAction(pageForm('/login'), 'routes/login', 'Something went wrong')).toEqual(refused);
  });

  it('answers a redirect as a success that names it', async () => {
    fetcher.answer(answer(null, 204, { 'X-Remix-Redirect': '/dashboard', 'X-Remix-Status': '302' }));
    expect(await postToAction(pageForm('/login'), 'routes/login', 'Something went wrong')).toEqual({
      status: 'success',
      redirect: '/dashboard',
    });
  });

  it("is the form's failure for an error page, a refusal that is no FormResult, or no network", async () => {
    const failed = { status: 'failed', message: 'Something went wrong', values: {} };
    const serverError = answer(
      { message: 'Unexpected Server Error' },
      500,
      { 'X-Remix-Error': 'yes' },
      { fromAction: false },
    );
    fetcher.answer(serverError);
    expect(await postToAction(pageForm(), 'routes/x', 'Something went wrong')).toEqual(failed);
    fetcher.answer(answer('This form can only be sent from this site.', 403, {}, { fromAction: false }));
    expect(await postToAction(pageForm(), 'routes/x', 'Something went wrong')).toEqual(failed);
    fetcher.answer(answer({ problem: 'an answer of another shape' }));
    expect(await postToAction(pageForm(), 'routes/x', 'Something went wrong')).toEqual(failed);
    fetcher.answer(new TypeError('Failed to fetch'));
    expect(await postToAction(pageForm(), 'routes/x', 'Something went wrong')).toEqual(failed);
    expect(await postToAction(undefined, 'routes/x', 'Something went wrong')).toEqual(failed);
  });
});
