import { cityPath, countyPath } from '@civicbrief/locations';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContentArticle } from '../components/content/content-article';
import { contentFor } from '../components/content/content.server';
import { contentCacheHeaders, loaderCacheHeaders } from '../lib/cache-policy.server';
import { findTaggedPage } from '../components/content/content-page.server';
import { cityAt } from '../components/directory/places';
import { pageMeta } from '../components/sections/page-meta';

export const headers = loaderCacheHeaders;

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const city = cityAt(params['stateCode'], params['county'], params['city']);
  const page = await findTaggedPage(await contentFor(request), `${city.slug}/municipal-code`, 'municode');
  const crumbs = [
    { label: city.counties.join(', '), href: countyPath(city.stateCode, city.counties) ?? undefined },
    { label: city.name, href: cityPath(city) },
    { label: 'Municipal code' },
  ];
  return json(
    { page, crumbs, city: { name: city.name, state: city.state } },
    { headers: await contentCacheHeaders(request) },
  );
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(data.page.title, data.page.description ?? `The municipal code of ${data.city.name}, ${data.city.state}.`)
    : [];

export default function CityMunicipalCode() {
  const { page, crumbs } = useLoaderData<typeof loader>();
  return <ContentArticle page={page} crumbs={crumbs} />;
}
