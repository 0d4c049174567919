import { messages } from '@civicbrief/contracts';
import { startFakeContentApi } from '../test/fake-content-api';
import { createContentClient } from './content-client';
import { ContentError } from './content-error';

const item = (slug: string, firstPublishedAt = '2024-05-01T00:00:00Z') => ({
  id: `id:${slug}`,
  title: `Title ${slug}`,
  slug,
  sys: { id: `id:${slug}`, firstPublishedAt, publishedAt: firstPublishedAt },
  metaConfiguration: { keywords: { content: 'Housing, Zoning' }, description: { content: 'About it' } },
});

let api: Awaited<ReturnType<typeof startFakeContentApi>>;

beforeEach(async () => {
  api = await startFakeContentApi('s3cret');
});
afterEach(async () => {
  await api.close();
});

/** Runs a failing call and returns its error, so a call that does not fail fails the test. */
async function failure(call: Promise<unknown>): Promise<ContentError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('createContentClient: preview', () => {
  it('without a secret sends no preview header and asks for published pages only, by POST', async () => {
    const client = createContentClient({ url: api.url });
    await client.recentSummaries({ citySlug: 'saratoga' });
    expect(client.preview).toBe(false);
    expect(api.calls[0].headers['x-preview-secret']).toBeUndefined();
    expect(api.calls[0].args['preview']).toBe(false);
    expect(api.calls[0].method).toBe('POST');
  });

  it('an empty secret counts as none', async () => {
    await createContentClient({ url: api.url, previewSecret: '' }).resourcePages();
    expect(api.calls[0].headers['x-preview-secret']).toBeUndefined();
    expect(api.calls[0].args['preview']).toBe(false);
  });

  it('with a secret sends it and asks for drafts too', async () => {
    api.state.page = () => ({
      ...item('about'),
      tags: ['marketing'],
      content: [{ block: 'Hero', props: { title: 'About' } }],
      props: null,
    });
    const page = await createContentClient({ url: api.url, previewSecret: 's3cret' }).pageBySlug('about');
    expect(api.calls[0].headers['x-preview-secret']).toBe('s3cret');
    expect(api.calls[0].args).toEqual({ slug: 'about', preview: true });
    expect(page).toMatchObject({
      slug: 'about',
      category: 'Housing',
      content: [{ block: 'Hero', props: { title: 'About' } }],
    });
  });

  it('a refused preview (wrong secret) is a ContentError with the GraphQL error as cause', async () => {
    const error = await failure(createContentClient({ url: api.url, previewSecret: 'guess' }).pageBySlug('about'));
    expect(error).toMatchObject({
      kind: 'graphql',
      code: 'FORBIDDEN',
      operation: 'PageBySlug',
      message: messages.defaultError,
    });
    expect(String(error.cause)).toContain('Preview requires the preview secret');
  });
});

describe('createContentClient: errors', () => {
  it('GraphQL errors become a ContentError with the list message', async () => {
    api.state.pageCollection = () => {
      throw new Error('relation "pages" does not exist');
    };
    const error = await failure(createContentClient({ url: api.url }).recentSummaries({ citySlug: 'saratoga' }));
    expect(error).toMatchObject({
      kind: 'graphql',
      operation: 'RecentSummaries',
      message: messages.meetingsLoadFailed,
    });
    expect(error.message).not.toContain('relation');
    expect(String(error.cause)).toContain('relation "pages" does not exist');
  });

  it('a non-GraphQL answer is a network ContentError with its status', async () => {
    api.state.override = (response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const error = await failure(createContentClient({ url: api.url }).recentArticles());
    expect(error).toMatchObject({ kind: 'network', status: 502, message: messages.recentArticlesFailed });
  });

  it('an unreachable content API is a network ContentError', async () => {
    const { url } = api;
    await api.close();
    const error = await failure(createContentClient({ url }).relatedArticles({ currentSlug: 'a', portalSlug: 'b' }));
    expect(error).toMatchObject({ kind: 'network', status: null, message: messages.relatedArticlesFailed });
  });

  it('a content API that never answers fails after the timeout', async () => {
    api.state.override = () => undefined;
    const error = await failure(
      createContentClient({ url: api.url, timeoutMs: 100 }).voterGuides({ voterSlug: 'mayor' }),
    );
    expect(error).toMatchObject({ kind: 'network', message: messages.guideLoadFailed });
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const client = createContentClient({
      url: api.url,
      fetch: (input, init) => {
        seen.push(String(input));
        return fetch(input, init);
      },
    });
    await client.municipalCodePages();
    expect(seen).toEqual([api.url]);
  });
});
