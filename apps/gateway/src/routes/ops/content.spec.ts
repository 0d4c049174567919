import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ErrorResult } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { ContentImportResult, MAX_FILE_CHARS, MAX_UPLOAD_FILES, UPLOAD_BODY_LIMIT } from '../../content/import/upload';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';
import { contentType, expectNoServerError, FUZZ_RUNS, fuzzedPayload } from '../../test/intake-fuzz';

const opsToken = 'an-operator-token-for-content';
const guideFile = 'ai-policy-resources/responsible-ai-use-in-government.md';
const guideSlug = 'ai-policy-resources/responsible-ai-use-in-government';
const page = (slug: string, title: string, extra = '') =>
  `---\nslug: ${slug}\ntitle: ${title}\n${extra}---\nBody of ${title}\n`;
const bearer = { authorization: `Bearer ${opsToken}` };

/** Puts a page into the front door's cache, as a render would. */
function cachePage(app: FastifyInstance, key: string): Promise<unknown> {
  const store = app.pageCache;
  if (!store) throw new Error('the page cache is off');
  return store.render(key, async () => ({
    page: store.pageOf({ 'content-type': 'text/html' }, Buffer.from('<h1>old</h1>'), { freshMs: 60_000, staleMs: 0 }),
  })).outcome;
}

describe.each(testDrivers)('POST /api/ops/content on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database, { OPS_TOKEN: opsToken, PAGE_CACHE: 'on' }),
    open: await testApp(database),
  }));
  const post = (payload: unknown, headers: Record<string, string> = bearer, app = setup.app) =>
    app.inject({ method: 'POST', url: '/api/ops/content', headers, payload: payload as string });

  it('imports a markdown file: created, then unchanged on repeat, then updated when edited, the page cache dropped', async () => {
    const text = await readFile(resolve(__dirname, '../../../../../tools/content/examples', guideFile), 'utf8');
    const first = await post({ files: [{ name: guideFile, text }] });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(ContentImportResult.parse(first.json())).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      files: [{ name: guideFile, slug: guideSlug, outcome: 'created' }],
    });

    await cachePage(setup.app, '/ai-policy-resources');
    expect(setup.app.pageCache?.size).toBe(1);
    const again = await post({ files: [{ name: guideFile, text }] });
    expect(again.json()).toMatchObject({ unchanged: 1, files: [{ outcome: 'unchanged' }] });
    // Nothing changed: the cached pages stay.
    expect(setup.app.pageCache?.size).toBe(1);

    const edited = text.replace('##### Procurement', '##### Buying');
    const updated = await post(edited, { ...bearer, 'content-type': 'text/markdown; charset=utf-8' });
    expect(updated.json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
      files: [{ name: 'page.md', slug: guideSlug, outcome: 'updated' }],
    });
    expect(setup.app.pageCache?.size).toBe(0);
    // The read cache was dropped too: the next read has the edit.
    expect((await setup.app.pages.findBySlug(guideSlug))?.props.content).toContain('##### Buying');
  });

  it('names a text/markdown file by ?name=, and imports several JSON files in one request', async () => {
    const single = await post(page('upload/one', 'One'), { ...bearer, 'content-type': 'text/markdown' }, setup.app);
    expect(single.json()).toMatchObject({ created: 1 });
    const named = await setup.app.inject({
      method: 'POST',
      url: '/api/ops/content?name=upload/two.md',
      headers: { ...bearer, 'content-type': 'text/markdown' },
      payload: page('upload/two', 'Two'),
    });
    expect(named.json()).toMatchObject({ files: [{ name: 'upload/two.md', outcome: 'created' }] });
    const many = await post({
      files: Array.from({ length: MAX_UPLOAD_FILES }, (_, i) => ({
        name: `many/${i}.md`,
        text: page(`many/${i}`, `Many ${i}`),
      })),
    });
    expect(many.json()).toMatchObject({ created: MAX_UPLOAD_FILES, updated: 0, unchanged: 0 });
  });

  it('refuses the whole upload with 400 naming the file and field, with the messages of the CLI, and writes nothing', async () => {
    const response = await post({
      files: [
        { name: 'good.md', text: page('refused/good', 'Good') },
        { name: 'x.md', text: page('refused/x', 'X', 'status: live\n') },
        { name: 'broken.md', text: '---\nslug: [oops\n---\n' },
        {
          name: 'feed.md',
          text: page(
            'refused/feed',
            'Feed',
            'blocks:\n  - block: NewsFeed\n    props:\n      url: javascript:alert(1)\n',
          ),
        },
        { name: 'copy.md', text: page('refused/good', 'Copy') },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorResult.parse(response.json());
    expect(body.fieldErrors).toEqual({
      'x.md': ["status: status must be 'published' or 'draft'"],
      'broken.md': [
        'front matter: Flow sequence in block collection must be sufficiently indented and end with a ] at line 3, column 1',
      ],
      'feed.md': ['blocks: 0: props: url: url must be an http:// or https:// URL'],
      'copy.md': ["slug: slug 'refused/good' is already used by good.md"],
    });
    expect(body.message).toContain("x.md: status: status must be 'published' or 'draft'");
    expect(await setup.app.pages.findBySlug('refused/good')).toBeUndefined();
  });

  it('refuses ---js (and any front matter but YAML or JSON) with 400 naming the file, never running it', async () => {
    const markdown = { ...bearer, 'content-type': 'text/markdown' };
    const thrown = await post('---js\n(function(){throw new Error(process.version)})()\n---\n', markdown);
    expect([thrown.statusCode, ErrorResult.parse(thrown.json()).fieldErrors]).toEqual([
      400,
      { 'page.md': ["front matter: '---js' is not read: front matter is YAML (---) or JSON (---json), read as data"] },
    ]);
    expect(thrown.body).not.toContain(process.version);
    // Evaluated, this one would have been a page.
    const written = await post({
      files: [{ name: 'evil.md', text: "---javascript\n({ slug: 'evil', title: String(process.pid) })\n---\n" }],
    });
    expect([written.statusCode, written.json().message]).toEqual([
      400,
      "evil.md: front matter: '---javascript' is not read: front matter is YAML (---) or JSON (---json), read as data",
    ]);
    expect(await setup.app.pages.findBySlug('evil')).toBeUndefined();
    expect(
      (await post('---json\n{ "slug": "upload/json", "title": "JSON" }\n---\nBody\n', markdown)).json(),
    ).toMatchObject({ created: 1 });
  });

  it('counts what YAML aliases expand to against the page and request limits (400 naming the file), and writes nothing', async () => {
    // 99 aliases of a 2,000-character text: a 2 KB file, a 200 KB page.
    const wide = (slug: string, width = 2000) =>
      `---\nslug: ${slug}\ntitle: Wide\nblocks:\n  - block: Wide\n    props:\n      a: &a "${'y'.repeat(width)}"\n      b: [${Array(99).fill('*a').join(', ')}]\n---\n`;
    const one = await post({ files: [{ name: 'wide.md', text: wide('aliases/one', 3000) }] });
    expect([one.statusCode, ErrorResult.parse(one.json()).fieldErrors]).toEqual([
      400,
      {
        'wide.md': [
          `front matter: the page is longer than ${MAX_FILE_CHARS} characters once its front matter's aliases are expanded (front matter as JSON, and the body)`,
        ],
      },
    ]);

    const files = Array.from({ length: 30 }, (_, i) => ({ name: `wide/${i}.md`, text: wide(`aliases/${i}`) }));
    expect(JSON.stringify({ files }).length).toBeLessThan(UPLOAD_BODY_LIMIT / 40);
    const perPage = JSON.stringify({
      slug: 'aliases/0',
      title: 'Wide',
      blocks: [{ block: 'Wide', props: { a: 'y'.repeat(2000), b: Array(99).fill('y'.repeat(2000)) } }],
    }).length;
    const crossing = Math.floor(UPLOAD_BODY_LIMIT / perPage);
    const many = await post({ files });
    expect([many.statusCode, ErrorResult.parse(many.json()).fieldErrors]).toEqual([
      400,
      {
        [`wide/${crossing}.md`]: [
          `front matter: the upload's pages come to more than ${UPLOAD_BODY_LIMIT} characters with this one, their front matter's aliases expanded; send fewer files at once`,
        ],
      },
    ]);
    expect(await setup.app.pages.findBySlug('aliases/0')).toBeUndefined();
    expect((await post({ files: files.slice(0, crossing) })).json()).toMatchObject({ created: crossing });
  });

  it('refuses too many files, too long a file or name (400) and too big a body (413)', async () => {
    const tooMany = await post({
      files: Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => ({ name: `${i}.md`, text: page(`m/${i}`, 'M') })),
    });
    expect([tooMany.statusCode, tooMany.json().fieldErrors]).toEqual([
      400,
      { files: [`files must hold at most ${MAX_UPLOAD_FILES} files`] },
    ]);
    const long = page('long', 'Long').padEnd(MAX_FILE_CHARS + 1, 'x');
    const tooLong = await post({ files: [{ name: 'long.md', text: long }] });
    expect([tooLong.statusCode, tooLong.json().fieldErrors]).toEqual([
      400,
      { 'files.0.text': [`text must be at most ${MAX_FILE_CHARS} characters`] },
    ]);
    expect((await post(long, { ...bearer, 'content-type': 'text/markdown' })).statusCode).toBe(400);
    expect((await post({ files: [{ name: 'x'.repeat(201), text: page('n', 'N') }] })).json().fieldErrors).toEqual({
      'files.0.name': ['name must be at most 200 characters'],
    });
    expect((await post({ files: [] })).statusCode).toBe(400);
    const huge = await post({
      files: Array.from({ length: 20 }, (_, i) => ({ name: `${i}.md`, text: '\u0001'.repeat(MAX_FILE_CHARS) })),
    });
    expect(huge.statusCode).toBe(413);
    expect(
      (await post('x'.repeat(UPLOAD_BODY_LIMIT + 1), { ...bearer, 'content-type': 'text/markdown' })).statusCode,
    ).toBe(413);
    // Only bodies a web page cannot send without a CORS preflight: text/plain and forms are refused unwritten.
    for (const type of [
      'application/xml',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const refused = await post(page('plain', 'Plain'), { ...bearer, 'content-type': type });
      expect([type, refused.statusCode, ErrorResult.safeParse(refused.json()).success]).toEqual([type, 415, true]);
    }
    expect(await setup.app.pages.findBySlug('plain')).toBeUndefined();
  });

  it('answers 401 without the operator token and 403 to remote, proxied or rebound callers without OPS_TOKEN, before reading the body', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Basic ${opsToken}` }] as Record<
      string,
      string
    >[]) {
      const response = await post({ files: [{ name: 'a.md', text: page('denied', 'Denied') }] }, headers);
      expect(ErrorResult.parse(response.json())).toMatchObject({
        statusCode: 401,
        message: 'A valid operator token is required.',
      });
    }
    expect((await post('x'.repeat(MAX_FILE_CHARS * 8), { 'content-type': 'text/markdown' })).statusCode).toBe(401);
    const remote = await setup.open.inject({
      method: 'POST',
      url: '/api/ops/content',
      remoteAddress: '198.51.100.7',
      payload: { files: [{ name: 'a.md', text: page('denied', 'Denied') }] },
    });
    expect(remote.statusCode).toBe(403);
    const proxied = await post(
      { files: [{ name: 'a.md', text: page('denied', 'Denied') }] },
      { 'x-forwarded-for': '198.51.100.8' },
      setup.open,
    );
    expect(proxied.statusCode).toBe(403);
    expect(await setup.app.pages.findBySlug('denied')).toBeUndefined();
    // DNS rebinding: a page of another site, its name pointed at 127.0.0.1, calls with its own Host.
    const rebound = await post(
      { files: [{ name: 'a.md', text: page('denied', 'Denied') }] },
      { host: 'attacker.example:80' },
      setup.open,
    );
    expect(rebound.statusCode).toBe(403);
    const local = await post({ files: [{ name: 'a.md', text: page('local', 'Local') }] }, {}, setup.open);
    expect(local.json()).toMatchObject({ created: 1 });
  });

  it(`never answers a 5xx, and every answer is of its contract (${FUZZ_RUNS} random bodies)`, async () => {
    const frontMatter = fc.dictionary(
      fc.constantFrom(
        'slug',
        'title',
        'status',
        'tags',
        'keywords',
        'publishedAt',
        'blocks',
        'domain',
        'description',
        '__proto__',
      ),
      fc.jsonValue({ maxDepth: 3 }),
      { maxKeys: 6 },
    );
    const markdown = fc.oneof(
      fc
        .record({ data: frontMatter, body: fc.string({ maxLength: 200 }) })
        .map(({ data, body }) => `---\n${JSON.stringify(data)}\n---\n${body}`),
      fc.string({ maxLength: 300 }).map((text) => `---\n${text}\n---\n`),
      fc.string({ maxLength: 300 }),
      fc.constantFrom(
        page('fuzz/ok', 'Fuzz'),
        '---\n',
        '---\n---\n',
        `---\nslug: ${'a'.repeat(5000)}\n---\n`,
        '---\n&a [*a, *a]\n---\n',
      ),
    );
    const upload = fc
      .array(fc.record({ name: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('__proto__')), text: markdown }), {
        maxLength: 8,
      })
      .map((files) => ({ files }));
    const body = fc.oneof(
      {
        arbitrary: upload.map((value) => ({
          payload: JSON.stringify(value),
          type: 'application/json' as string | undefined,
        })),
        weight: 4,
      },
      { arbitrary: markdown.map((payload) => ({ payload, type: 'text/markdown' as string | undefined })), weight: 3 },
      {
        arbitrary: fc
          .tuple(fuzzedPayload({ files: [{ name: 'a.md', text: page('fuzz/a', 'A') }] }), contentType)
          .map(([payload, type]) => ({ payload, type })),
        weight: 3,
      },
    );
    const authorization = fc.constantFrom(
      `Bearer ${opsToken}`,
      `Bearer ${opsToken}`,
      `Bearer ${opsToken}`,
      'Bearer x',
      '',
    );
    await fc.assert(
      fc.asyncProperty(body, authorization, fc.string({ maxLength: 20 }), async ({ payload, type }, auth, name) =>
        expectNoServerError(
          setup.app,
          {
            method: 'POST',
            path: '/api/ops/content',
            query: new URLSearchParams({ name }).toString(),
            payload,
            contentType: type,
            headers: auth ? { authorization: auth } : {},
          },
          ContentImportResult,
        ),
      ),
      { numRuns: FUZZ_RUNS },
    );
  });
});
