// Any path this app does not know is a real 404, rendered by the root ErrorBoundary.
export const loader = () => {
  throw new Response('Not Found', { status: 404 });
};

// A UI route needs a component (without one the thrown 404 would be sent as plain text); it never renders.
export default function NotFound() {
  return null;
}
