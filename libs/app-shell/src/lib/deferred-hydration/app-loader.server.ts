import { DEFERRED_SCRIPTS_ID, HYDRATED_EVENT, HYDRATING_EVENT } from './deferred-scripts';
import { loadAppAfterPaint } from './load-app-after-paint';

/** The inline script that loads the app after the page has painted: `loadAppAfterPaint` called with the page's ids. */
export const APP_LOADER_SOURCE = `(${loadAppAfterPaint.toString()})(${[DEFERRED_SCRIPTS_ID, HYDRATED_EVENT, HYDRATING_EVENT].map((name) => JSON.stringify(name)).join(',')})`;
