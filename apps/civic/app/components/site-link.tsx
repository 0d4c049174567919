import { siteLinkFor } from '@civicbrief/app-shell';

/** Links for the site chrome: client navigation within civic, a full page load to another app. */
export const renderSiteLink = siteLinkFor('civic');
