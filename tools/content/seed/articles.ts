import { cities, countyPlaces, type City } from '@civicbrief/locations';
import { addDays, utcDate } from './dates';
import { samplePage, slugWords, type SeedPage } from './page';
import { createPrng, type Prng } from './prng';
import { cityArticles, countyArticles, stateArticles, type ArticleTemplate } from './text/article-templates';
import { fill, textVars, type TextVars } from './text/fill';

/** A day between January 1 of the first year and the reference date. */
function dayInWindow(prng: Prng, firstYear: number, reference: Date): Date {
  const start = utcDate(firstYear, 1, 1);
  const days = Math.round((reference.getTime() - start.getTime()) / 86_400_000);
  return addDays(start, prng.int(0, Math.max(0, days)));
}

function articlePage(
  template: ArticleTemplate,
  base: string,
  vars: TextVars,
  publishedAt: Date,
  place: string,
): SeedPage {
  const title = fill(template.title, vars);
  const groups = new Map<string, string[]>();
  for (const section of template.sections) {
    groups.set(section.group, [
      ...(groups.get(section.group) ?? []),
      `###### ${section.heading}\n\n${fill(section.text, vars)}`,
    ]);
  }
  const markdown = [...groups].map(([group, sections]) => `##### ${group}\n\n${sections.join('\n\n')}`).join('\n\n');
  return samplePage({
    slug: `${base}/articles/${slugWords(title)}`,
    title,
    tags: ['article'],
    keywords: [template.category, place],
    description: `${title}: an explainer for residents.`,
    publishedAt,
    markdown,
  });
}

function placeVars(prng: Prng, city: City, county = city.county): TextVars {
  return textVars(prng, { city: city.name, county, state: city.state });
}

/** Three explainers per city, under the city path. */
export function cityArticlePages(city: City, firstYear: number, reference: Date): SeedPage[] {
  const prng = createPrng(`articles:${city.slug}`);
  return prng
    .sample(cityArticles, 3)
    .map((template) =>
      articlePage(template, city.slug, placeVars(prng, city), dayInWindow(prng, firstYear, reference), city.name),
    );
}

/** One explainer per county page (single counties) and two per state, plus the articles portal. */
export function regionalArticlePages(firstYear: number, reference: Date): SeedPage[] {
  const pages: SeedPage[] = [];
  for (const place of countyPlaces()) {
    if (place.counties.length !== 1) continue;
    const prng = createPrng(`articles:${place.path}`);
    const county = place.counties[0];
    const vars = placeVars(prng, place.cities[0], county);
    pages.push(
      articlePage(
        prng.pick(countyArticles),
        place.path.slice(1),
        vars,
        dayInWindow(prng, firstYear, reference),
        county,
      ),
    );
  }
  const states = [...new Map(cities.map((city) => [city.stateCode, city])).values()];
  for (const city of states) {
    const prng = createPrng(`articles:${city.stateCode}`);
    for (const template of stateArticles) {
      pages.push(
        articlePage(
          template,
          city.stateCode.toLowerCase(),
          placeVars(prng, city),
          dayInWindow(prng, firstYear, reference),
          city.state,
        ),
      );
    }
  }
  pages.push(
    samplePage({
      slug: 'articles',
      title: 'CivicBrief Articles',
      tags: ['article', 'portal'],
      keywords: ['Articles', 'CivicBrief'],
      description: 'Explainers about local government in the cities CivicBrief covers.',
      publishedAt: utcDate(firstYear, 1, 1),
      markdown:
        '##### Articles\n\n###### About these articles\n\nExplainers on housing, budgets, transportation and civic life, by state, county and city.',
    }),
  );
  return pages;
}
