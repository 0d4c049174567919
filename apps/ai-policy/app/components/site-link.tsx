import { siteLinkFor } from '@civicbrief/app-shell';

/** Links for the site chrome: client navigation within ai-policy, a full page load to another app. */
export const renderSiteLink = siteLinkFor('ai-policy');
