import { ContentError, type ContentClient } from '@civicbrief/content-client';

export interface CityLink {
  title: string;
  href: string;
}

/** The city's municipal code page and resource sheets (spec §2), or the spec's message when they could not be loaded. */
export interface CityResourcesData {
  municipalCode: string | null;
  resources: CityLink[];
  error: string | null;
}

export async function fetchCityResources(
  content: Pick<ContentClient, 'existingSlugs' | 'resourcePages'>,
  citySlug: string,
): Promise<CityResourcesData> {
  const codeSlug = `${citySlug}/municipal-code`;
  try {
    // Both settle before the answer: a failed one leaves no request of this page still running.
    const [existing, sheets] = await Promise.allSettled([
      content.existingSlugs([codeSlug]),
      content.resourcePages({ citySlug }),
    ]);
    if (existing.status === 'rejected') throw existing.reason;
    if (sheets.status === 'rejected') throw sheets.reason;
    return {
      municipalCode: existing.value.has(codeSlug) ? `/${codeSlug}` : null,
      resources: sheets.value.items.map((item) => ({ title: item.title, href: `/${item.slug}` })),
      error: null,
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { municipalCode: null, resources: [], error: error.message };
  }
}
