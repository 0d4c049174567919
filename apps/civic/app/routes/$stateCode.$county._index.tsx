import { Breadcrumb, Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ArticlesList } from '../components/articles/articles-list';
import { loadArticles } from '../components/articles/articles.server';
import { CitiesGrid } from '../components/cities/cities-grid';
import { renderSiteLink } from '../components/site-link';
import { contentCacheHeaders, loaderCacheHeaders } from '../lib/cache-policy.server';
import { countyAt, countyLabel } from '../components/directory/places';
import { pageMeta } from '../components/sections/page-meta';

export const headers = loaderCacheHeaders;

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const place = countyAt(params['stateCode'], params['county']);
  const articles = await loadArticles(request, { slugPrefix: `${place.path.slice(1)}/` });
  return json(
    {
      county: { label: countyLabel(place), path: place.path, several: place.counties.length > 1 },
      state: { name: place.state.name, slug: place.state.slug },
      cities: place.cities,
      articles,
    },
    { headers: await contentCacheHeaders(request) },
  );
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(
        `${data.county.label}, ${data.state.name}`,
        `Meeting summaries, agendas and articles for the cities of ${data.county.label}, ${data.state.name}.`,
      )
    : [];

export default function CountyPage() {
  const { county, state, cities, articles } = useLoaderData<typeof loader>();
  const count = `${cities.length} ${cities.length === 1 ? 'city' : 'cities'}`;
  return (
    <>
      <Section>
        <Content>
          <Breadcrumb items={[{ label: county.label, href: county.path }]} renderLink={renderSiteLink} />
          <PageTitle>
            {county.label}, {state.name}
          </PageTitle>
          <Lead>
            CivicBrief covers {count} {county.several ? 'that span these counties' : 'in this county'}. Pick one for its
            meeting summaries and agendas, or see <Link to={`/${state.slug}`}>all of {state.name}</Link>.
          </Lead>
          <CitiesGrid heading={`Cities in ${county.label}`} cities={cities} />
        </Content>
      </Section>
      <Section $tone="surface">
        <Content>
          <ArticlesList heading={`${county.label} articles`} data={articles} />
        </Content>
      </Section>
    </>
  );
}
