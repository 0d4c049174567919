import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { sameSitePath } from '../components/preview/preview-access.server';
import { privateHeaders } from '../lib/cache-policy.server';
import { previewCookie } from '../components/preview/preview.server';

/**
 * /preview/exit (a sibling of /preview, not nested in it: the trailing underscore) switches preview mode
 * off and goes to `redirect` (a path of this site) or home. GET for the banner's link; POST works too.
 */
async function exitPreview(request: Request) {
  const target = sameSitePath(new URL(request.url).searchParams.get('redirect'));
  return redirect(target, {
    headers: {
      ...privateHeaders,
      'Set-Cookie': await previewCookie.serialize('', { maxAge: 0, expires: new Date(0) }),
    },
  });
}

export const loader = ({ request }: LoaderFunctionArgs) => exitPreview(request);
export const action = ({ request }: ActionFunctionArgs) => exitPreview(request);
