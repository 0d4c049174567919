// Styled, fully rendered HTML for bots and browsers alike; see @civicbrief/app-server.
export { renderDocument as default } from '@civicbrief/app-server';
