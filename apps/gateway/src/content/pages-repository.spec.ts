import { PageImportInput } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { pages, type DatabaseHandle } from '@civicbrief/gateway-db';
import { openTestDatabase, testDrivers } from '../test/databases';
import { createPagesRepository, NOT_COUNTED, type PagesRepository } from './pages-repository';

const guide = (fields: Record<string, unknown> = {}) => ({
  ...PageImportInput.parse({
    slug: 'ai-policy-resources/guide',
    title: 'Guide',
    tags: 'policy-guide',
    keywords: 'AI, Policy',
    publishedAt: '2025-02-01',
    ...fields,
  }),
  body: '##### Topic\n###### Section\nText',
});

describe.each(testDrivers)('pages repository on %s', (driver) => {
  let database: DatabaseHandle;
  let repository: PagesRepository;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    repository = createPagesRepository(database.db);
  });

  afterAll(() => database?.close());

  it('creates, then leaves an identical page alone, then updates what changed', async () => {
    expect(await repository.upsertBySlug({ ...guide(), id: 'Replica: Guide' })).toBe('created');
    expect(await repository.upsertBySlug(guide())).toBe('unchanged');
    expect(await repository.upsertBySlug(guide({ title: 'Guide, revised' }))).toBe('updated');

    const page = await repository.findBySlug('ai-policy-resources/guide');
    expect(page).toMatchObject({
      id: 'Replica: Guide',
      title: 'Guide, revised',
      tags: ['policy-guide'],
      metaConfiguration: { keywords: { content: 'AI, Policy' } },
      props: { content: '##### Topic\n###### Section\nText' },
      firstPublishedAt: new Date('2025-02-01T00:00:00Z'),
    });
  });

  it('keeps the first publication date when a page is published again', async () => {
    expect(await repository.upsertBySlug(guide({ title: 'Guide, revised', publishedAt: '2025-03-01' }))).toBe(
      'updated',
    );
    const page = await repository.findBySlug('ai-policy-resources/guide');
    expect(page?.firstPublishedAt).toEqual(new Date('2025-02-01T00:00:00Z'));
    expect(page?.publishedAt).toEqual(new Date('2025-03-01T00:00:00Z'));
  });

  it('dates a published page without publishedAt once, so a second write is unchanged', async () => {
    const undated = {
      ...PageImportInput.parse({
        slug: 'about',
        title: 'About',
        blocks: [{ block: 'Hero', props: { at: new Date(0) } }],
      }),
    };
    expect(await repository.upsertBySlug(undated)).toBe('created');
    expect(await repository.upsertBySlug(undated)).toBe('unchanged');
    expect((await repository.findBySlug('about'))?.publishedAt).toBeInstanceOf(Date);
  });

  it('hides drafts unless previewing', async () => {
    await repository.upsertBySlug(guide({ slug: 'drafts/next', status: 'draft', publishedAt: undefined }));
    expect(await repository.findBySlug('drafts/next')).toBeUndefined();
    expect(await repository.findBySlug('drafts/next', { preview: true })).toMatchObject({
      status: 'draft',
      publishedAt: null,
    });
    const listed = await repository.list({ preview: false, where: { slug_contains: 'drafts/' }, skip: 0, limit: 10 });
    expect(listed).toEqual({ total: 0, items: [] });
  });

  it('matches % and _ in "slug contains" literally', async () => {
    await database.db.insert(pages).values([
      { slug: 'rates-100%_sure', title: 'T', status: 'published' },
      { slug: 'rates-100-x-sure', title: 'T', status: 'published' },
    ]);
    const listed = await repository.list({ preview: false, where: { slug_contains: '100%_' }, skip: 0, limit: 10 });
    expect(listed.items.map((page) => page.slug)).toEqual(['rates-100%_sure']);
    await database.db.delete(pages).where(eq(pages.title, 'T'));
  });

  it('matches "slug starts with" at the start only, and its % and _ literally', async () => {
    await database.db.insert(pages).values([
      { slug: 'ne/omaha/summary/council', title: 'T', status: 'published' },
      { slug: 'ca/orange-county/irvine/summary/council', title: 'T', status: 'published' },
      { slug: 'n%/x', title: 'T', status: 'published' },
    ]);
    const slugs = async (prefix: string) =>
      (await repository.list({ preview: false, where: { slug_starts_with: prefix }, skip: 0, limit: 10 })).items.map(
        (page) => page.slug,
      );
    // Irvine's slug contains 'ne/' ('irvine/'); only Omaha's starts with it.
    expect(await slugs('ne/')).toEqual(['ne/omaha/summary/council']);
    expect(await slugs('n%')).toEqual(['n%/x']);
    expect(await slugs('n_/')).toEqual([]);
    await expect(
      repository.list({ preview: false, where: { slug_starts_with: 'x'.repeat(301) }, skip: 0, limit: 1 }),
    ).rejects.toThrow('longer than 300');
    await database.db.delete(pages).where(eq(pages.title, 'T'));
  });

  it('counts the whole match while paging', async () => {
    const all = await repository.list({ preview: true, skip: 0, limit: 10, order: ['slug_ASC'] });
    expect(all.items.map((page) => page.slug)).toEqual(['about', 'ai-policy-resources/guide', 'drafts/next']);
    const second = await repository.list({ preview: true, skip: 1, limit: 1, order: ['slug_ASC'] });
    expect(second).toMatchObject({ total: 3, items: [{ slug: 'ai-policy-resources/guide' }] });
    expect(await repository.list({ preview: true, skip: 0, limit: 0 })).toEqual({ total: 3, items: [] });
    await expect(repository.list({ preview: false, skip: -1, limit: 1 })).rejects.toThrow('skip must be 0 or more');
    await expect(repository.list({ preview: false, skip: 0, limit: 1001 })).rejects.toThrow(
      'limit must be between 0 and 1000',
    );
  });

  it('reads on after a slug (keyset paging), and leaves out the count and the JSON columns when not read', async () => {
    const after = await repository.list({
      preview: true,
      where: { slug_gt: 'about' },
      skip: 0,
      limit: 10,
      order: ['slug_ASC'],
      reads: { total: false, bodies: false },
    });
    expect(after.total).toBe(NOT_COUNTED);
    expect(after.items.map((page) => page.slug)).toEqual(['ai-policy-resources/guide', 'drafts/next']);
    // The guide has a body and keywords: neither is read.
    expect(after.items[0]).toMatchObject({
      title: 'Guide, revised',
      tags: ['policy-guide'],
      content: [],
      props: {},
      metaConfiguration: {},
    });
    const full = await repository.list({
      preview: true,
      where: { slug_gt: 'about' },
      skip: 0,
      limit: 1,
      order: ['slug_ASC'],
    });
    expect(full).toMatchObject({ total: 2, items: [{ props: { content: '##### Topic\n###### Section\nText' } }] });
    await expect(
      repository.list({ preview: false, where: { slug_gt: 'x'.repeat(301) }, skip: 0, limit: 1 }),
    ).rejects.toThrow('slug_gt is longer than 300 characters');
  });
});
