import type { ClientLoaderFunctionArgs } from '@remix-run/react';

/** What a page gets when the browser's data request for it failed (no answer, a 500, not the page's data). */
export interface LoadFailed {
  loadFailed: true;
}

export const isLoadFailed = (data: unknown): data is LoadFailed =>
  typeof data === 'object' && data !== null && 'loadFailed' in data;

/**
 * Client navigations (a guide chosen in the select, a retry): the server's data, or LoadFailed, which the page
 * shows in place as the spec's error instead of the whole-page error. Responses thrown on purpose (a 404) keep
 * their meaning.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    const data = await serverLoader<object>();
    if (typeof data === 'object' && data !== null && 'kind' in data) return data;
  } catch (error) {
    if (error instanceof Response) throw error;
  }
  return { loadFailed: true } satisfies LoadFailed;
}
