import { Content, Lead, PageTitle, Section, SectionTitle } from '@civicbrief/design-system';
import { cityCountsByState, findState } from '@civicbrief/locations';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ArticlesList } from '../components/articles/articles-list';
import { loadArticles } from '../components/articles/articles.server';
import { CitiesGrid } from '../components/cities/cities-grid';
import { gridFilter } from '../components/cities/grid-catalogue';
import { CitySearch } from '../components/city-search';
import { AlphabetDirectory } from '../components/directory/alphabet-directory';
import { stateLetterGroups } from '../components/directory/letter-groups';
import { StateCards, cityLabel, coveredStates } from '../components/directory/state-cards';
import { contentCacheHeaders, loaderCacheHeaders } from '../lib/cache-policy.server';
import { pageMeta } from '../components/sections/page-meta';
import { feedAlternateLinks, stateScope } from '../components/feeds/feed-scope';

export const headers = loaderCacheHeaders;

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const state = findState(params['state']);
  // Only a covered state's slug (/california) has a page; codes, other spellings and empty states 404.
  if (!state || state.slug !== params['state'] || !cityCountsByState[state.name]) {
    throw new Response('Not Found', { status: 404 });
  }
  const articles = await loadArticles(request, { slugPrefix: `${state.code.toLowerCase()}/articles/` });
  return json(
    {
      state: { name: state.name, slug: state.slug, code: state.code },
      states: coveredStates(),
      letters: stateLetterGroups(state.code),
      // The cities grid's first cities: the catalogue stays out of the page's JavaScript until the filter is used.
      grid: gridFilter(new URL(request.url).searchParams, state.code),
      articles,
    },
    { headers: await contentCacheHeaders(request) },
  );
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta(
          `${data.state.name} cities`,
          `Meeting summaries, agendas and voter guides for the ${data.state.name} cities CivicBrief covers, and every other state we follow.`,
        ),
        // The state's feeds (/california/feed.atom and .rss), for feed readers that look in the page's head.
        ...feedAlternateLinks(stateScope(data.state).basePath, data.state.name),
      ]
    : [];

export default function StatePage() {
  const { state, states, letters, grid, articles } = useLoaderData<typeof loader>();
  return (
    <>
      <Section>
        <Content>
          <PageTitle>{state.name} cities</PageTitle>
          <Lead>
            CivicBrief covers public meetings in {cityLabel(states.find((s) => s.slug === state.slug)?.cityCount ?? 0)}{' '}
            in {state.name}. Find your county or city below, or browse the other states we follow.
          </Lead>
          <CitySearch />
          <StateCards states={states} currentSlug={state.slug} />
        </Content>
      </Section>
      <Section $tone="surface">
        <Content>
          <CitiesGrid heading="Cities" defaultState={state.code} filter={grid} />
        </Content>
      </Section>
      <Section>
        <Content as="section" aria-labelledby="a-to-z-heading">
          <SectionTitle id="a-to-z-heading">Counties and cities A to Z</SectionTitle>
          <AlphabetDirectory groups={letters} />
        </Content>
      </Section>
      <Section $tone="surface">
        <Content>
          <ArticlesList heading={`${state.name} articles`} data={articles} />
        </Content>
      </Section>
    </>
  );
}
