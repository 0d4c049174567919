import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { testDrivers } from './test/databases';
import { gatewayTest, testApp } from './test/gateway-test';

describe.each(testDrivers)('gateway on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const app = await testApp(database);
    // Routes that exist only to exercise the shared error handling.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/test/echo',
      {
        schema: {
          body: z.object({ email: z.email('Enter a valid email'), name: z.string().min(1) }),
          response: { 200: z.object({ email: z.string() }) },
        },
      },
      async (request) => ({ email: request.body.email }),
    );
    typed.get('/api/test/explode', async () => {
      throw new Error('relation "secret_table" does not exist: select * from secret_table');
    });
    await app.ready();
    return { app };
  });

  it('answers the liveness probe', async () => {
    const response = await setup.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is ready when the database answers', async () => {
    const response = await setup.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: { driver, ok: true } });
  });

  it('serves the OpenAPI document listing its routes, but not the page proxy', async () => {
    const response = await setup.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/content/extra']));
    expect(paths).not.toContain('/graphql');
    expect(paths).not.toContain('/*');
    expect(response.json().paths['/readyz'].get.responses).toHaveProperty('503');
  });

  it('serves the docs UI from local assets with security headers', async () => {
    const page = await setup.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await setup.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });

  it('answers invalid input with 400 and messages per field', async () => {
    const response = await setup.app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(body.fieldErrors.email).toEqual(['Enter a valid email']);
    expect(body.fieldErrors.name).toHaveLength(1);
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await setup.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers unknown /api paths with a JSON 404 instead of forwarding them', async () => {
    const response = await setup.app.inject({ method: 'POST', url: '/api/no-such-call?x=1', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route POST:/api/no-such-call not found',
    });
  });

  it('never leaks internals in a 5xx', async () => {
    const response = await setup.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong',
    });
    expect(response.body).not.toContain('secret_table');
  });

  // Last: it closes the database this file shares.
  it('is unavailable (503) once the database is gone', async () => {
    await setup.database.close();
    const response = await setup.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: { driver, ok: false } });
  });
});
