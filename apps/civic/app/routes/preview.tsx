import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { previewSecretMatches, sameSitePath } from '../components/preview/preview-access.server';
import { PreviewErrorScreen } from '../components/preview';
import { privateHeaders } from '../lib/cache-policy.server';
import { previewCookie } from '../components/preview/preview.server';

/**
 * /preview?secret=…&redirect=/path switches preview mode on (drafts included) for this browser when the
 * secret is the site's PREVIEW_SECRET, then goes to the path. Anything else is the preview error screen, 401.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const expected = process.env['PREVIEW_SECRET'];
  if (!expected) {
    return json({ message: 'Preview is not enabled on this site.' }, { status: 401, headers: privateHeaders });
  }
  if (!previewSecretMatches(url.searchParams.get('secret'), expected)) {
    return json({ message: 'The preview secret is missing or not valid.' }, { status: 401, headers: privateHeaders });
  }
  return redirect(sameSitePath(url.searchParams.get('redirect')), {
    headers: { ...privateHeaders, 'Set-Cookie': await previewCookie.serialize(true) },
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = () => [
  { title: 'Preview | CivicBrief' },
  { name: 'description', content: 'Switches preview mode on for editors of CivicBrief.' },
  { name: 'robots', content: 'noindex' },
];

export default function PreviewFailed() {
  const { message } = useLoaderData<typeof loader>();
  return <PreviewErrorScreen message={message} />;
}
