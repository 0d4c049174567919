import { freshRenderHref } from '@civicbrief/contracts';
import { Content, Lead, PageTitle, Section, SubNav, theme } from '@civicbrief/design-system';
import { cityPath } from '@civicbrief/locations';
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { ShellData } from '@civicbrief/app-shell';
import { styled } from 'styled-components';
import { ArticlesList } from '../components/articles/articles-list';
import { articlesPageOf } from '../components/articles/articles.server';
import { countyLabel, PlaceBreadcrumb, placeCrumbs } from '../components/breadcrumbs';
import { contentCacheHeaders, loaderCacheHeaders } from '../lib/cache-policy.server';
import { isCanonicalCityPath, requireCity } from '../components/city/city-params';
import { fetchCityPage } from '../components/city/city-page.server';
import { CityResources, citySlots } from '../components/city';
import { CityMapSection, MAP_SECTION_ID } from '../components/city-map';
import { mapSettings } from '../components/city-map/map-settings.server';
import { KeyContactsSection, keyContactsTabs } from '../components/key-contacts';
import { useCityWidgetSections } from '../components/city-widgets';
import { fetchCityWidgets, widgetsIncomplete } from '../components/city-widgets/widgets.server';
import { cityNewsFeedUrl } from '../components/city-widgets/news-feed.server';
import { TitledSection } from '../components/sections/titled-section';
import { MeetingSummaries } from '../components/meetings/meeting-summaries';
import { MEETINGS_SECTION_ID } from '../components/meetings/meetings-data';
import { meetingsQueryOf } from '../components/meetings/meetings.server';
import { contentFor } from '../components/content/content.server';
import { pageMeta } from '../components/sections/page-meta';
import { FollowMenu } from '../components/feeds/follow-menu';
import { feedAlternateLinks } from '../components/feeds/feed-scope';

export const headers = loaderCacheHeaders;

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const city = requireCity(params);
  const url = new URL(request.url);
  if (!isCanonicalCityPath(params, city)) throw redirect(`${cityPath(city)}${url.search}`, 301);
  const content = await contentFor(request);
  const path = cityPath(city);
  const page = fetchCityPage(content, {
    citySlug: city.slug,
    ...meetingsQueryOf(url),
    articlesPage: articlesPageOf(request),
  });
  // The city's own news feed when its content names one, else the template's search feed: only the news waits for the content.
  const newsFeed = page.then(
    (found) => found.newsFeedUrl ?? cityNewsFeedUrl(city),
    () => cityNewsFeedUrl(city),
  );
  // The providers' blocks within their small budget, alongside the content: the page never waits on a provider.
  const [{ meetings, articles, resources, contacts }, widgets, newsFeedUrl] = await Promise.all([
    page,
    fetchCityWidgets(request, { name: city.name, stateCode: city.stateCode, path }, { newsFeedUrl: newsFeed }),
    newsFeed,
  ]);
  const failed = [meetings, articles, resources].some((block) => block.error !== null) || widgetsIncomplete(widgets);
  return json(
    {
      city: {
        name: city.name,
        state: city.state,
        county: city.county,
        stateCode: city.stateCode,
        path,
        population: city.population,
        counties: countyLabel(city.counties),
        latitude: city.latitude,
        longitude: city.longitude,
        newsFeedUrl,
      },
      crumbs: placeCrumbs(city),
      meetings,
      articles,
      resources,
      widgets,
      contacts,
      map: mapSettings(),
    },
    { headers: await contentCacheHeaders(request, { failed }) },
  );
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta(
          `${data.city.name}, ${data.city.stateCode} meeting summaries`,
          `Recent city council, planning and utilities meeting summaries for ${data.city.name}, ${data.city.state}, with local articles, the municipal code and resources.`,
        ),
        ...feedAlternateLinks(data.city.path, `${data.city.name}, ${data.city.stateCode}`),
      ]
    : [];

const Header = styled.header`
  display: grid;
  gap: ${theme.space[2]};
`;

export default function CityPage() {
  const { city, crumbs, meetings, articles, resources, widgets, contacts, map } = useLoaderData<typeof loader>();
  const widgetSections = useCityWidgetSections(city, widgets);
  const siteOrigin = useRouteLoaderData<ShellData>('root')?.siteOrigin ?? '';
  // Only the sections the page shows: a provider's block without anything to show takes its tab with it.
  const sections = [
    { id: MEETINGS_SECTION_ID, label: 'Meeting summaries' },
    { id: 'articles', label: 'Articles' },
    { id: 'municipal-code-and-resources', label: 'Municipal code & resources' },
    ...citySlots.map((slot) => ({ id: slot.id, label: slot.label })),
    ...widgetSections.map(({ id, label }) => ({ id, label })),
    { id: MAP_SECTION_ID, label: 'Map' },
    ...keyContactsTabs(contacts),
  ];
  return (
    <Section>
      <Content>
        <PlaceBreadcrumb items={crumbs} />
        <Header>
          <PageTitle>{`${city.name}, ${city.state}`}</PageTitle>
          <Lead>{`${city.counties} · Population ${city.population}`}</Lead>
          <FollowMenu placeName={`${city.name}, ${city.stateCode}`} basePath={city.path} siteOrigin={siteOrigin} />
        </Header>
        <SubNav top={64} sections={sections} label={`Sections of the ${city.name} page`} />
        <MeetingSummaries data={meetings} cityPath={city.path} cityName={city.name} />
        <ArticlesList id="articles" heading={`${city.name} articles`} data={articles} />
        <TitledSection id="municipal-code-and-resources" heading="Municipal code & resources">
          <CityResources data={resources} cityName={city.name} retryHref={freshRenderHref(city.path)} />
        </TitledSection>
        {citySlots.map((slot) => (
          <TitledSection key={slot.id} id={slot.id} heading={slot.heading(city)}>
            {slot.render(city)}
          </TitledSection>
        ))}
        {widgetSections.map((section) => section.node)}
        <CityMapSection place={city} settings={map} />
        {contacts.length > 0 && <KeyContactsSection city={city} contacts={contacts} />}
      </Content>
    </Section>
  );
}
