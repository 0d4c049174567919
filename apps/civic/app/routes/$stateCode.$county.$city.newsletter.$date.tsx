import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cityAt } from '../components/directory/places';
import { IssuePage } from '../components/newsletter-issues/issue-page';
import { loadIssue } from '../components/newsletter-issues/issues.server';
import { pageMeta } from '../components/sections/page-meta';
import { loaderCacheHeaders } from '../lib/cache-policy.server';

export const headers = loaderCacheHeaders;

/** /<state>/<county>/<city>/newsletter/<YYYY-MM-DD>: the web version of a city's newsletter issue (decision 046). */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const city = cityAt(params['stateCode'], params['county'], params['city']);
  const { data, init } = await loadIssue(request, city, params['date'] ?? '');
  return json(data, init);
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.issue.title, data.issue.description) : [];

export default function NewsletterIssueRoute() {
  return <IssuePage {...useLoaderData<typeof loader>()} />;
}
