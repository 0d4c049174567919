import { DashboardSummariesResult, SavedLocationsResult } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import { createSavedLocationsRepository, createUsersRepository, type DatabaseHandle } from '@civicbrief/gateway-db';
import { createPagesRepository } from '../../content/pages-repository';
import { cookiePair, login } from '../../test/accounts';
import { loadContentFixtures, paloAlto, saratoga } from '../../test/content-fixtures';
import { openTestDatabase, testDrivers } from '../../test/databases';
import { testApp } from '../../test/gateway-test';

const password = 'a long enough password';

describe.each(testDrivers)('dashboard calls (/api/realState) on %s', (driver) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ada: { id: string; cookie: string; saratogaId: string; paloAltoId: string };
  let bob: { id: string; locationId: string };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await loadContentFixtures(createPagesRepository(database.db));
    const users = createUsersRepository(database.db);
    const locations = createSavedLocationsRepository(database.db);
    const adaUser = await users.create({ email: 'ada@example.com', password, name: 'Ada' });
    const bobUser = await users.create({ email: 'bob@example.com', password, name: 'Bob' });
    const place = (city: string, slug: string) => ({ city, county: 'Santa Clara County', state: 'California', slug });
    const saratogaRow = await locations.save(adaUser.id, place('Saratoga', saratoga));
    const paloAltoRow = await locations.save(adaUser.id, place('Palo Alto', paloAlto));
    const bobRow = await locations.save(bobUser.id, place('Saratoga', saratoga));
    app = await testApp(database);
    const cookie = cookiePair(await login(app, 'ada@example.com', password));
    ada = { id: adaUser.id, cookie, saratogaId: saratogaRow.id, paloAltoId: paloAltoRow.id };
    bob = { id: bobUser.id, locationId: bobRow.id };
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("lists the signed-in user's saved locations, privately", async () => {
    const response = await get(`/api/realState/locations?userId=${ada.id}`, ada.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(SavedLocationsResult.parse(response.json())).toEqual({
      locations: [
        { id: ada.saratogaId, city: 'Saratoga', county: 'Santa Clara County', state: 'California', slug: saratoga },
        { id: ada.paloAltoId, city: 'Palo Alto', county: 'Santa Clara County', state: 'California', slug: paloAlto },
      ],
    });
  });

  it('is a 401 without a session, whatever the query', async () => {
    for (const url of [
      `/api/realState/locations?userId=${ada.id}`,
      '/api/realState/summaries',
      `/api/realState/locations?userId=nonsense`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in' });
    }
    expect((await get(`/api/realState/locations?userId=${ada.id}`, 'cb_session=forged.value')).statusCode).toBe(401);
  });

  it("is a 403 for another user's id, or any userId but the session's", async () => {
    for (const url of [
      `/api/realState/locations?userId=${bob.id}`,
      `/api/realState/summaries?userId=${bob.id}&locationId=${bob.locationId}`,
      '/api/realState/locations',
      '/api/realState/locations?userId=not-a-uuid',
      `/api/realState/locations?userId=${ada.id}&userId=${bob.id}`,
    ]) {
      const response = await get(url, ada.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'You can only see your own saved locations',
      });
    }
  });

  it("lists a location's published meeting summaries, newest first, with their meeting dates", async () => {
    const response = await get(`/api/realState/summaries?userId=${ada.id}&locationId=${ada.saratogaId}`, ada.cookie);
    expect(response.statusCode).toBe(200);
    const { summaries } = DashboardSummariesResult.parse(response.json());
    // The fixtures' Saratoga summaries, the draft left out; agendas are summaries too in the content store.
    expect(summaries.map((s) => s.meeting_date)).toEqual([
      '2025-06-16',
      '2025-06-09',
      '2025-06-02',
      '2025-05-13',
      '2025-04-08',
      '2025-03-11',
      '2025-02-11',
      '2025-01-14',
      '2024-12-02',
      '2024-11-12',
    ]);
    expect(summaries[3]).toEqual({
      name: 'Saratoga summary/city-council-meeting-summary 2025-05-13',
      meeting_date: '2025-05-13',
      slug: `${saratoga}/summary/city-council-meeting-summary-2025-05-13`,
    });
    expect(summaries.every((s) => s.slug.startsWith(`${saratoga}/`))).toBe(true);

    const paloAltoSummaries = await get(
      `/api/realState/summaries?userId=${ada.id}&locationId=${ada.paloAltoId}`,
      ada.cookie,
    );
    expect(paloAltoSummaries.json().summaries.map((s: { slug: string }) => s.slug)).toEqual([
      `${paloAlto}/agenda/city-council-meeting-agenda-summary-2025-06-03`,
      `${paloAlto}/summary/city-council-meeting-summary-2025-03-03`,
    ]);
  });

  it("is a 404 for another user's location and a 400 for a malformed one", async () => {
    const other = await get(`/api/realState/summaries?userId=${ada.id}&locationId=${bob.locationId}`, ada.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No saved location with this id' });
    const malformed = await get(`/api/realState/summaries?userId=${ada.id}&locationId=42`, ada.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ locationId: ['locationId must be a location id'] });
  });
});
