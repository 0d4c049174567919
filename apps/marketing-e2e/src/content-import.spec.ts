import { expect, importPage, markdownOf, readPage, test } from '@civicbrief/e2e-support';

// An editor's change shows without a restart (decision 034): a page posted to the running gateway's
// POST /api/ops/content drops the gateway's caches, so the next load of /about through the front door renders it.
// The stack sets no OPS_TOKEN, so the gateway answers operator calls from this machine. This spec writes shared
// content: it runs in the suite's one-at-a-time project (it posts to /api/ops/content, see e2eConfig).

test('a page posted to the running gateway shows on the next load, not the page cache copy, and is restored', async ({
  page,
  request,
}) => {
  const original = await readPage(request, 'about');
  const hero = original.content.find((block) => block.block === 'Hero');
  expect(hero, 'the seeded About page has a hero').toBeDefined();
  const heading = String(hero?.props['heading']);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // The front door keeps the anonymous page: the second load is served from its cache.
  await request.get('/about');
  expect(['HIT', 'STALE']).toContain((await request.get('/about')).headers()['x-cache']);

  const newHeading = `Edited without a restart ${Date.now()}`;
  const edited = {
    ...original,
    content: original.content.map((block) =>
      block === hero ? { ...block, props: { ...block.props, heading: newHeading } } : block,
    ),
  };
  try {
    expect(await importPage(request, markdownOf(edited), 'about.md')).toMatchObject({
      updated: 1,
      files: [{ name: 'about.md', slug: 'about', outcome: 'updated' }],
    });
    // The page the front door held is gone: rendered again, with the new heading (without the purge: HIT, old page).
    const again = await request.get('/about');
    expect(again.headers()['x-cache']).toBe('MISS');
    expect(await again.text()).toContain(newHeading);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeading);
  } finally {
    await importPage(request, markdownOf(original), 'about.md');
  }
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect((await readPage(request, 'about')).content).toEqual(original.content);
});
