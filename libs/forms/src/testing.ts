// Test helpers for forms and their actions: never imported by the browser or server entries.
export { actionAnswer, fakeActionFetch, type ActionPost } from './testing/action-answer';
export { postForm } from './testing/post-form';
export { serverHtml } from './testing/server-html';
