import { ErrorResult, SessionResult } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { sessionIdOf, createUsersRepository, sessions } from '@civicbrief/gateway-db';
import { cookiePair, freshAddress, login } from '../../test/accounts';
import { migrationsFolder, testConfig, testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';

describe.each(testDrivers)('sign-in on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const users = createUsersRepository(database.db);
    const { id: userId } = await users.create({ email: 'Ada@Example.com', password, name: 'Ada' });
    // Tests about sessions sign in as Grace, so the limit on Ada's attempts never reaches them.
    const { id: graceId } = await users.create({ email: 'grace@example.com', password, name: 'Grace' });
    return { app: await testApp(database, { SESSION_SECRET: 'x'.repeat(32) }), userId, graceId };
  });

  const password = 'a long enough password';

  const session = (cookie?: string) =>
    setup.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('signs in with the right password (email in any case) and sets a signed, httpOnly, Lax session cookie', async () => {
    const response = await login(setup.app, ' ADA@example.com ', password);
    expect(response.statusCode).toBe(200);
    expect(SessionResult.parse(response.json())).toEqual({
      user: { id: setup.userId, email: 'ada@example.com', name: 'Ada' },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^cb_session=[\w-]{43}\.[\w%+/=-]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toContain('Secure');
  });

  it('stores only the hash of the session token', async () => {
    const response = await login(setup.app, 'ada@example.com', password);
    const token = cookiePair(response).split('=')[1].split('.')[0];
    const rows = await setup.database.db.select().from(sessions).where(eq(sessions.userId, setup.userId));
    expect(rows.map((row) => row.id)).toContain(sessionIdOf(token));
    expect(rows.map((row) => row.id)).not.toContain(token);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    for (const [email, attempt] of [
      ['ada@example.com', 'wrong password'],
      ['nobody@example.com', password],
    ]) {
      const response = await login(setup.app, email, attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is a 400 with field messages when a field is missing or empty', async () => {
    const headers = { 'x-forwarded-for': freshAddress() };
    const missing = await setup.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, headers });
    expect(missing.statusCode).toBe(400);
    expect(ErrorResult.parse(missing.json()).fieldErrors).toEqual({
      email: ['Please enter an email address'],
      password: ['Please enter your password'],
    });
    const empty = await setup.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' ', password: '' },
      headers,
    });
    expect(empty.json().fieldErrors).toEqual({
      email: ['Please enter an email address'],
      password: ['Please enter your password'],
    });
  });

  it('locks an account after 5 attempts a minute from one address, while its owner signs in from another', async () => {
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await login(setup.app, 'ada@example.com', 'guess', attacker)).statusCode).toBe(401);
    const blocked = await login(setup.app, 'ADA@example.com', password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(setup.app, 'ada@example.com', password, freshAddress())).statusCode).toBe(200);
  });

  it('limits attempts to 10 a minute per client address, whatever the email', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(setup.app, `user${attempt}@example.com`, 'guess', address)).statusCode).toBe(401);
    }
    expect((await login(setup.app, 'ada@example.com', password, address)).statusCode).toBe(429);
    expect((await login(setup.app, 'ada@example.com', password)).statusCode).toBe(200);
  });

  it('is a 400, not a failed query, for an email with a NUL character', async () => {
    const response = await login(setup.app, 'a\u0000@b.co', password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      fieldErrors: { email: ['Must not contain NUL characters or unpaired surrogates'] },
    });
  });

  it('answers the session user for the cookie, 401 without one, with a forged one, or after logout', async () => {
    const cookie = cookiePair(await login(setup.app, 'grace@example.com', password));
    const current = await session(cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ user: { id: setup.graceId, email: 'grace@example.com', name: 'Grace' } });
    expect(current.headers['cache-control']).toBe('private, no-store');

    expect((await session()).json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in' });
    const unsigned = cookie.split('.')[0];
    expect((await session(unsigned)).statusCode).toBe(401);
    expect((await session(`${unsigned}.forgedsignature`)).statusCode).toBe(401);

    const logout = await setup.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(
      /^cb_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const cookie = cookiePair(await login(setup.app, 'grace@example.com', password));
    expect((await session(cookie)).statusCode).toBe(200);
    const token = cookie.split('=')[1].split('.')[0];
    await setup.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('marks the cookie Secure on an https origin', async () => {
    const secureApp = await buildApp({
      config: testConfig({ SITE_ORIGIN: 'https://civicbrief.example' }),
      database: setup.database,
      migrationsFolder,
      logger: false,
    });
    try {
      const response = await login(secureApp, 'grace@example.com', password);
      expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secureApp.close();
    }
  });

  it('documents the calls in the OpenAPI document', async () => {
    const paths = (await setup.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/session',
        '/api/realState/locations',
        '/api/realState/summaries',
      ]),
    );
  });
});
