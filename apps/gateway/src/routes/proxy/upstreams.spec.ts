import { isGatewayPath } from './upstreams';

describe('isGatewayPath', () => {
  it.each([
    '/api',
    '/api/subscriptions',
    '/graphql',
    '/healthz',
    '/readyz',
    '/docs',
    '/docs/json',
    '/docs/static/index.css',
  ])('%s is answered by the gateway', (pathname) => expect(isGatewayPath(pathname)).toBe(true));

  it.each(['/', '/apiary', '/documents', '/graphql-guide', '/ca/api'])('%s is a page', (pathname) =>
    expect(isGatewayPath(pathname)).toBe(false),
  );
});
