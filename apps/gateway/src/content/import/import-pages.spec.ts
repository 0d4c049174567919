import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { migrationsFolder, testDrivers } from '../../test/databases';
import { createPagesRepository } from '../pages-repository';
import { runImportCli } from './cli';
import { formatSummary, importPages } from './import-pages';
import { gatewayTest, tempFolder, testApp } from '../../test/gateway-test';

const examples = resolve(__dirname, '../../../../../tools/content/examples');
const guideSlug = 'ai-policy-resources/responsible-ai-use-in-government';

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
}

const badFiles = {
  'content/x.md': '---\nslug: x\ntitle: X\nstatus: live\n---\nBody\n',
  'content/nested/dated.md': '---\nslug: Bad Slug\ntitle: Dated\npublishedAt: someday\n---\n',
  'content/broken.md': '---\nslug: [oops\n---\n',
  'content/copy.md': '---\nslug: ok\ntitle: First\n---\nBody\n',
  'content/ok.md': '---\nslug: ok\ntitle: Second\n---\n',
  'content/notes.txt': 'not markdown, not read',
};

describe.each(testDrivers)('content import on %s', (driver) => {
  const opsToken = 'an-operator-token-for-the-import';
  const setup = gatewayTest(driver, async (database) => {
    const gateway = await testApp(database, { OPS_TOKEN: opsToken, PAGE_CACHE: 'on' });
    // A port of this suite's own (4800-4899), on this machine only.
    const url = await gateway.listen({ port: 4810, host: '127.0.0.1' });
    return { repository: createPagesRepository(database.db), work: await tempFolder('content-import-'), gateway, url };
  });

  it('imports the examples, and a second run changes nothing', async () => {
    const first = await importPages(examples, setup.repository);
    expect(formatSummary(first)).toBe('created 3, updated 0, unchanged 0, rejected 0');
    const second = await importPages(examples, setup.repository);
    expect(formatSummary(second)).toBe('created 0, updated 0, unchanged 3, rejected 0');

    const guide = await setup.repository.findBySlug(guideSlug);
    expect(guide).toMatchObject({
      title: 'Quick Reference Guide: Responsible AI Use in Government',
      tags: ['policy-guide', 'ai-policy'],
      status: 'published',
      metaConfiguration: {
        keywords: { content: 'AI Policy, Government, Procurement' },
        description: { content: 'A working guide for city staff who buy, build or use AI tools in public services.' },
      },
      firstPublishedAt: new Date('2025-03-18T00:00:00Z'),
      publishedAt: new Date('2025-03-18T00:00:00Z'),
    });
    // h5 headings group topics and h6 headings are sections (spec: guide headings).
    expect(guide?.props.content).toMatch(/^This guide collects/);
    expect(guide?.props.content).toContain('\n##### Governance\n\n###### Who decides\n');
  });

  it('updates an edited file and keeps its first publication date', async () => {
    const dir = join(setup.work.path, 'edited');
    await cp(examples, dir, { recursive: true });
    const file = join(dir, 'ai-policy-resources/responsible-ai-use-in-government.md');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace('publishedAt: 2025-03-18', 'publishedAt: 2025-05-01').replace('##### Procurement', '##### Buying'),
    );

    expect(formatSummary(await importPages(dir, setup.repository))).toBe(
      'created 0, updated 1, unchanged 2, rejected 0',
    );
    const guide = await setup.repository.findBySlug(guideSlug);
    expect(guide?.props.content).toContain('##### Buying');
    expect(guide?.firstPublishedAt).toEqual(new Date('2025-03-18T00:00:00Z'));
    expect(guide?.publishedAt).toEqual(new Date('2025-05-01T00:00:00Z'));
  });

  it('rejects bad files naming the file and the field, and imports the others', async () => {
    const dir = join(setup.work.path, 'bad');
    await writeFiles(dir, badFiles);
    const summary = await importPages(join(dir, 'content'), setup.repository, dir);
    expect(formatSummary(summary)).toBe('created 1, updated 0, unchanged 0, rejected 4');
    expect(summary.problems).toEqual([
      'content/broken.md: front matter: Flow sequence in block collection must be sufficiently indented and end with a ] at line 3, column 1',
      'content/nested/dated.md: slug: slug must be lowercase words joined by - or /',
      'content/nested/dated.md: publishedAt: publishedAt must be a date (YYYY-MM-DD or ISO 8601)',
      "content/ok.md: slug: slug 'ok' is already used by content/copy.md",
      "content/x.md: status: status must be 'published' or 'draft'",
    ]);
    expect(await setup.repository.findBySlug('ok')).toMatchObject({ title: 'First', props: { content: 'Body' } });
  });

  it('runs as a command: messages, the summary line, and exit code 1 when a file was rejected', async () => {
    const log = jest.fn();
    const error = jest.fn();
    const run = (args: string[]) =>
      runImportCli({
        args,
        env: { PGLITE_DIR: 'memory://' },
        migrationsFolder,
        cwd: join(setup.work.path, 'bad'),
        log,
        error,
      });

    expect(await run([])).toBe(1);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('Usage: npm run content:import -- <dir>'));
    expect(await run(['missing'])).toBe(1);
    expect(error).toHaveBeenLastCalledWith('missing: no such folder');

    expect(await run(['content'])).toBe(1);
    expect(error).toHaveBeenCalledWith("content/x.md: status: status must be 'published' or 'draft'");
    expect(log).toHaveBeenCalledWith('created 1, updated 0, unchanged 0, rejected 4');
  });

  it('with --gateway sends the good files to the running gateway with OPS_TOKEN, and reports as the direct import does', async () => {
    const log = jest.fn();
    const error = jest.fn();
    const run = (args: string[], env: NodeJS.ProcessEnv = { OPS_TOKEN: opsToken }) =>
      runImportCli({ args, env, cwd: join(setup.work.path, 'sent'), log, error });
    await writeFiles(join(setup.work.path, 'sent'), {
      ...badFiles,
      'content/ok.md': '---\nslug: sent/ok\ntitle: Sent\n---\nSent body\n',
      'content/copy.md': '---\nslug: sent/copy\ntitle: Copy\n---\n',
      'content/x.md': '---\nslug: sent/x\ntitle: X\nstatus: live\n---\n',
    });
    await setup.gateway.pages.findBySlug('sent/ok');

    expect(await run(['--gateway', setup.url, 'content'])).toBe(1);
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      'content/broken.md: front matter: Flow sequence in block collection must be sufficiently indented and end with a ] at line 3, column 1',
      'content/nested/dated.md: slug: slug must be lowercase words joined by - or /',
      'content/nested/dated.md: publishedAt: publishedAt must be a date (YYYY-MM-DD or ISO 8601)',
      "content/x.md: status: status must be 'published' or 'draft'",
    ]);
    expect(log).toHaveBeenLastCalledWith('created 2, updated 0, unchanged 0, rejected 3');
    // Written through the gateway: its reads (read cache included, asked before the import) have it.
    expect(await setup.gateway.pages.findBySlug('sent/ok')).toMatchObject({
      title: 'Sent',
      props: { content: 'Sent body' },
    });
    expect(await run(['content', '--gateway', setup.url])).toBe(1);
    expect(log).toHaveBeenLastCalledWith('created 0, updated 0, unchanged 2, rejected 3');

    expect(await run(['content', '--gateway', setup.url], {})).toBe(1);
    expect(error).toHaveBeenLastCalledWith(
      `${setup.url}/api/ops/content answered 401: A valid operator token is required.`,
    );
    expect(await run(['content', '--gateway', 'http://127.0.0.1:4899'])).toBe(1);
    expect(error).toHaveBeenLastCalledWith(
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:4899\/api\/ops\/content could not be reached: .*ECONNREFUSED/),
    );
    expect(await run(['content', '--gateway', 'ftp://example.com'])).toBe(1);
    expect(error).toHaveBeenLastCalledWith('--gateway ftp://example.com: not an http(s) URL');
    expect(await run(['content', '--gateway'])).toBe(1);
    expect(error).toHaveBeenLastCalledWith(
      expect.stringContaining('Usage: npm run content:import -- <dir> [--gateway <url>]'),
    );
  });
});
