import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { isLoadFailed, type LoadFailed } from './client-loader';
import type { GuidePageData } from './loaders.server';

const RESOURCES_DESCRIPTION =
  'Practical guides for public agencies on using AI responsibly: policy, procurement, privacy, transparency, human review and public communications.';

/** The loader's Cache-Control goes on the document: public when everything was read, never stored after a failure. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const value = loaderHeaders.get('Cache-Control');
  if (value) headers.set('Cache-Control', value);
  return headers;
};

export const resourcesMeta: MetaFunction = () => [
  { title: 'AI Policy Resources | CivicBrief' },
  { name: 'description', content: RESOURCES_DESCRIPTION },
];

export const guideMeta: MetaFunction = ({ data }) => {
  const page = data && !isLoadFailed(data as GuidePageData | LoadFailed) ? (data as GuidePageData) : null;
  if (!page?.link) return resourcesMeta({} as Parameters<MetaFunction>[0]);
  return [
    { title: `${page.link.title} | AI Policy Resources | CivicBrief` },
    { name: 'description', content: page.link.description ?? RESOURCES_DESCRIPTION },
  ];
};
