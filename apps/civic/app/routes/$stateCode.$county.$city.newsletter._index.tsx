import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cityAt } from '../components/directory/places';
import { IssueList } from '../components/newsletter-issues/issue-list';
import { loadIssueList } from '../components/newsletter-issues/issues.server';
import { pageMeta } from '../components/sections/page-meta';
import { loaderCacheHeaders } from '../lib/cache-policy.server';

export const headers = loaderCacheHeaders;

/** /<state>/<county>/<city>/newsletter: the city's newsletter issues, newest first (decision 046). */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const city = cityAt(params['stateCode'], params['county'], params['city']);
  const { data, init } = await loadIssueList(request, city);
  return json(data, init);
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(
        `${data.city.name} newsletter`,
        `Every issue of the ${data.city.name}, ${data.city.state} newsletter: the meeting summaries, agendas, articles and upcoming meetings published for the city.`,
      )
    : [];

export default function NewsletterIssuesRoute() {
  return <IssueList {...useLoaderData<typeof loader>()} />;
}
