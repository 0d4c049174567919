import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const moduleUrl = pathToFileURL(join(__dirname, 'js-budget.mjs')).href;

interface Result {
  page: string;
  total: number;
  files: { name: string; gzip: number }[];
}

/** measure() and overBudget() as the check runs them, in a child process (the module is plain ESM for node). */
function check(budgets: object, appsRoot: string): { results: Result[]; over: string[] } {
  const script = `import { measure, overBudget } from ${JSON.stringify(moduleUrl)};
const results = measure(${JSON.stringify(budgets)}, ${JSON.stringify(appsRoot)});
console.log(JSON.stringify({ results, over: overBudget(results) }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const gzipped = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const asset = (name: string) => `/_demo/assets/${name}`;

/** Text gzip cannot shrink much: hex digits of a fixed pseudo-random sequence. */
function noise(length: number): string {
  let seed = 7;
  let text = '';
  while (text.length < length) {
    seed = (seed * 48271) % 2147483647;
    text += seed.toString(16);
  }
  return text;
}

let appsRoot: string;
const files: Record<string, string> = {
  'entry-1.js': 'entry '.repeat(50),
  'shared-1.js': 'react-dom '.repeat(400),
  'root-1.js': 'root '.repeat(100),
  'parent-1.js': 'parent '.repeat(100),
  'leaf-1.js': 'leaf '.repeat(100),
  'other-1.js': noise(4000),
};
const manifest = {
  entry: { module: asset('entry-1.js'), imports: [asset('shared-1.js')], css: [] },
  routes: {
    root: { id: 'root', module: asset('root-1.js'), imports: [asset('shared-1.js')] },
    'routes/parent': { id: 'routes/parent', parentId: 'root', module: asset('parent-1.js'), imports: [] },
    'routes/parent.leaf': {
      id: 'routes/parent.leaf',
      parentId: 'routes/parent',
      module: asset('leaf-1.js'),
      imports: [asset('shared-1.js')],
    },
    'routes/other': { id: 'routes/other', parentId: 'root', module: asset('other-1.js'), imports: [] },
  },
};
const manifestText = `window.__remixManifest=${JSON.stringify(manifest)};`;

beforeAll(() => {
  appsRoot = mkdtempSync(join(tmpdir(), 'js-budget-'));
  const assets = join(appsRoot, 'demo', 'build/client/assets');
  mkdirSync(assets, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(assets, name), text);
  writeFileSync(join(assets, 'manifest-1.js'), manifestText);
});
afterAll(() => rmSync(appsRoot, { recursive: true, force: true }));

describe('the first-use JavaScript budget check', () => {
  it('sums the gzipped files a page links once each: manifest, entry and its imports, the route chain and its imports', () => {
    const { results, over } = check({ demo: { kib: 100, pages: { '/leaf': 'routes/parent.leaf' } } }, appsRoot);
    const [leaf] = results;
    const linked = ['entry-1.js', 'shared-1.js', 'root-1.js', 'parent-1.js', 'leaf-1.js'];
    expect(leaf.files.map(({ name }) => name).sort()).toEqual([...linked, 'manifest-1.js'].sort());
    expect(leaf.total).toBe(linked.reduce((sum, name) => sum + gzipped(files[name]), gzipped(manifestText)));
    expect(over).toEqual([]);
  });

  it('names the page over budget, its total, the budget and its biggest files first', () => {
    const { over } = check(
      { demo: { kib: 0.1, pages: { '/other': 'routes/other', '/leaf': 'routes/parent.leaf' } } },
      appsRoot,
    );
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(
      /^demo \/other: [\d.]+ KiB gzipped JavaScript on first use, budget 0\.1 KiB; biggest: other-1\.js [\d.]+ KiB, /,
    );
  });

  it("holds a page with its own ceiling to that one, the others to the app's", () => {
    const { results, over } = check(
      { demo: { kib: 0.1, pages: { '/other': 'routes/other', '/leaf': { route: 'routes/parent.leaf', kib: 100 } } } },
      appsRoot,
    );
    const leaf = results.find(({ page }) => page === '/leaf') as { budget?: number } | undefined;
    expect(leaf?.budget).toBe(100 * 1024);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^demo \/other: /);
  });
});
