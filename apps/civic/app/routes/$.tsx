// Any path this app does not know is a real 404, rendered by the root ErrorBoundary.
export { NotFound as default, notFoundLoader as loader } from '@civicbrief/app-shell';
