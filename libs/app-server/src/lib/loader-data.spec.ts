import { json } from '@remix-run/node';

// patches/@remix-run+router+*.patch (decision 039): the server reads a loader's data back from the text json() made,
// not through the Response's body stream, with JSON's meaning unchanged; the body stays for whoever sends it.
describe("json()'s data read back on the server", () => {
  const data = { city: 'Saratoga — “CA”', when: new Date('2026-11-27T12:00:00Z'), gone: undefined, list: [1, null] };

  it('gives what JSON.parse gives for the text, without using the body', async () => {
    const response = json(data, { status: 201, headers: { 'Cache-Control': 'no-store' } });
    expect(await response.json()).toEqual({ city: 'Saratoga — “CA”', when: '2026-11-27T12:00:00.000Z', list: [1, null] });
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe(JSON.stringify(data));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a new copy each time, as parsing the body would', async () => {
    const response = json({ list: [1] });
    const first = await response.json();
    first.list.push(2);
    expect(await response.json()).toEqual({ list: [1] });
  });

  it('leaves a body-less json(undefined) as Remix made it', () => {
    expect(json(undefined).body).toBeNull();
  });
});
