// Test helpers for forms and their actions: never imported by the browser or server entries.
export { postForm } from './testing/post-form';
export { serverHtml } from './testing/server-html';
