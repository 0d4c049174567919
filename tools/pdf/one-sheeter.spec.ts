import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';

const script = join(__dirname, 'one-sheeter.mjs');
const committed = join(
  __dirname,
  '../../apps/ai-policy/public/quick-reference-guide-responsible-ai-use-in-government.pdf',
);

describe('tools/pdf/one-sheeter.mjs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'one-sheeter-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (source: string) => {
    const input = join(dir, 'source.md');
    const output = join(dir, 'out.pdf');
    writeFileSync(input, source);
    execFileSync(process.execPath, [script, input, output], { stdio: 'pipe' });
    return readFileSync(output);
  };
  const failure = (source: string) => {
    try {
      run(source);
    } catch (error) {
      return String((error as { stderr?: Buffer }).stderr);
    }
    throw new Error('the script did not fail');
  };

  it('writes a one-page PDF whose metadata carries the title', async () => {
    const bytes = run('# A Title: For Testing\n> Lead.\n\n## One\n- First point.\n- Second point.\n');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('A Title: For Testing');
    expect(pdf.getAuthor()).toBe('CivicBrief');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('commits the build of its source: the same source gives the same bytes', () => {
    expect(run(readFileSync(join(__dirname, 'one-sheeter.md'), 'utf8')).equals(readFileSync(committed))).toBe(true);
  });

  it('refuses a text that no longer fits one page, and a line it cannot read', () => {
    const long = `# T\n${Array.from({ length: 40 }, (_, i) => `## Section ${i}\n- ${'A long point about responsible AI use. '.repeat(6)}`).join('\n')}\n`;
    expect(failure(long)).toContain('no longer fits on one page');
    expect(failure('# T\n## S\nplain text\n')).toContain('line 3');
    expect(failure('## S\n- x\n')).toContain('needs a "# " title');
  });
});
