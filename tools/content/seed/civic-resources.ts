import type { City } from '@civicbrief/locations';
import { utcDate } from './dates';
import { samplePage, type SeedPage } from './page';
import { createPrng } from './prng';
import { fill, textVars } from './text/fill';
import { municodeTitles, resourceSheets } from './text/resource-templates';

/** The city's municipal code index: its titles and what each covers. */
export function municipalCodePage(city: City, firstYear: number): SeedPage {
  const markdown = municodeTitles
    .map(
      (title, index) =>
        `##### Title ${index + 1}: ${title.name}\n\n${title.chapters.map((chapter) => `###### ${chapter}`).join('\n\n')}`,
    )
    .join('\n\n');
  return samplePage({
    slug: `${city.slug}/municipal-code`,
    title: `${city.name} Municipal Code`,
    tags: ['municode'],
    keywords: ['Municipal Code', city.name, city.state],
    description: `Index of the ${city.name}, ${city.stateCode} municipal code.`,
    publishedAt: utcDate(firstYear, 1, 1),
    markdown: `An index of the titles of the ${city.name} municipal code. The adopted code is the official version.\n\n${markdown}`,
  });
}

/** Three resource sheets per city: practical how-tos for residents. */
export function resourcePages(city: City, firstYear: number): SeedPage[] {
  const prng = createPrng(`resources:${city.slug}`);
  return prng.sample(resourceSheets, 3).map((sheet) => {
    const vars = textVars(prng, { city: city.name, county: city.county, state: city.state });
    const markdown = sheet.sections
      .map(
        (section) =>
          `##### ${section.group}\n\n${section.items.map(([heading, text]) => `###### ${heading}\n\n${fill(text, vars)}`).join('\n\n')}`,
      )
      .join('\n\n');
    return samplePage({
      slug: `${city.slug}/resource-${sheet.topic}`,
      title: `${city.name} ${sheet.title}`,
      tags: ['resource'],
      keywords: ['Resource', city.name, sheet.title],
      description: `${sheet.title} for ${city.name} residents.`,
      publishedAt: utcDate(firstYear, prng.int(1, 12), prng.int(1, 28)),
      markdown,
    });
  });
}
