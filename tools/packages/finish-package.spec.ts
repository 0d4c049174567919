import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'finish-package.mjs');

/** A package folder as tsc emits it: extensionless relative imports, a folder import, a package import. */
function emittedPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'finish-package-'));
  mkdirSync(join(dir, 'src', 'lib', 'forms'), { recursive: true });
  writeFileSync(
    join(dir, 'src', 'index.js'),
    "export * from './lib/messages';\nexport { form } from './lib/forms';\nexport { z } from 'zod';\n",
  );
  writeFileSync(
    join(dir, 'src', 'index.d.ts'),
    "export * from './lib/messages';\nexport { form } from './lib/forms';\n",
  );
  writeFileSync(join(dir, 'src', 'lib', 'messages.js'), "export const lazy = () => import('./forms');\n");
  writeFileSync(
    join(dir, 'src', 'lib', 'messages.d.ts'),
    "export declare const lazy: () => Promise<typeof import('./forms')>;\n",
  );
  writeFileSync(join(dir, 'src', 'lib', 'forms', 'index.js'), 'export const form = 1;\n');
  writeFileSync(join(dir, 'src', 'lib', 'forms', 'index.d.ts'), 'export declare const form = 1;\n');
  return dir;
}

describe('finish-package', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives relative imports in .js and .d.ts their full file names, folders their index.js, and leaves packages alone', () => {
    dir = emittedPackage();
    execFileSync('node', [script, dir]);
    expect(readFileSync(join(dir, 'src', 'index.js'), 'utf8')).toBe(
      "export * from './lib/messages.js';\nexport { form } from './lib/forms/index.js';\nexport { z } from 'zod';\n",
    );
    expect(readFileSync(join(dir, 'src', 'index.d.ts'), 'utf8')).toContain("from './lib/forms/index.js'");
    expect(readFileSync(join(dir, 'src', 'lib', 'messages.js'), 'utf8')).toContain("import('./forms/index.js')");
    expect(readFileSync(join(dir, 'src', 'lib', 'messages.d.ts'), 'utf8')).toContain("import('./forms/index.js')");
  });

  it('reports a relative import it cannot complete (no such file)', () => {
    dir = emittedPackage();
    writeFileSync(join(dir, 'src', 'lib', 'broken.js'), "export * from './missing';\n");
    expect(() => execFileSync('node', [script, dir], { stdio: 'pipe' })).toThrow(
      /incomplete relative specifiers[\s\S]*\.\/missing/,
    );
  });
});
