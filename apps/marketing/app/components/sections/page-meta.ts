import type { MetaFunction } from '@remix-run/node';

/** A page's title ('… | CivicBrief') and description, for the pages that are not content pages. */
export const pageMeta =
  (title: string, description: string): MetaFunction =>
  () => [{ title: `${title} | CivicBrief` }, { name: 'description', content: description }];
