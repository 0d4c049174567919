import { useLoaderData, useLocation, useNavigation, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { isLoadFailed, type LoadFailed } from './client-loader';
import type { GuidePageData, ResourcesData } from './loaders.server';
import { GUIDE_PARAM } from './paths';

/**
 * What the standalone page shows after a failed client request (client-loader.ts): the guides it already listed
 * with the failure where the chosen guide goes (a reload), or, without a list, the content store's failure (a retry).
 */
export function resourcesAfterFailure(
  shown: ResourcesData | null,
  asked: string | null,
  fallback: Pick<ResourcesData, 'origin' | 'base' | 'intro'>,
): ResourcesData {
  if (shown && shown.guides.length > 0) {
    const selected = asked && shown.guides.some((guide) => guide.slug === asked) ? asked : null;
    return { ...shown, selected, guide: null, failure: selected ? 'fetch' : null };
  }
  return { kind: 'resources', ...fallback, guides: [], selected: null, guide: null, failure: 'repository' };
}

/** After a failed client request a guide page keeps what it showed: the guide's content failed if its title was known. */
export function guideAfterFailure(
  shown: GuidePageData | null,
  slug: string,
  fallback: { origin: string; base: string },
): GuidePageData {
  if (shown?.link && shown.slug === slug) return { ...shown, guide: null, failure: 'fetch' };
  return { kind: 'guide', ...fallback, slug, link: null, guide: null, failure: 'repository' };
}

/** The loader's data, with a failed client request turned into an in-page error over what was shown before. */
export function useShownData<T extends ResourcesData | GuidePageData>(afterFailure: (shown: T | null) => T): T {
  // The loader's JSON is exactly T (plain strings, numbers, arrays and nulls), so its serialized type is T.
  const loaded = useLoaderData() as unknown as T | LoadFailed;
  const [shown, setShown] = useState<T | null>(isLoadFailed(loaded) ? null : loaded);
  if (!isLoadFailed(loaded) && loaded !== shown) setShown(loaded);
  return isLoadFailed(loaded) ? afterFailure(shown) : loaded;
}

/** The chosen guide of the current address. */
export const useAskedGuide = () => new URLSearchParams(useLocation().search).get(GUIDE_PARAM) || null;

/** True while this page's data is loading again: a guide chosen in the select, or a retry. */
export function usePending(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  return (
    (navigation.state === 'loading' && navigation.location.pathname === pathname) || revalidator.state === 'loading'
  );
}
