// The catch-all route module (`routes/$.tsx` of each app): any path the app does not know is a real
// 404, rendered by the root ErrorBoundary.
export const notFoundLoader = () => {
  throw new Response('Not Found', { status: 404 });
};

// A UI route needs a component (without one the thrown 404 would be sent as plain text); it never renders.
export function NotFound() {
  return null;
}
