import fc from 'fast-check';
import { jsonLengthUpTo } from './front-matter';
import { MAX_FILE_CHARS } from './limits';
import { parsePageFile, type PageFile } from './read-page-files';

const tooLong = `front matter: the page is longer than ${MAX_FILE_CHARS} characters once its front matter's aliases are expanded (front matter as JSON, and the body)`;
const problemsOf = (pageFile: PageFile): string[] => ('problems' in pageFile ? pageFile.problems : []);

/** A YAML 'billion laughs': each level lists the one before `width` times, so `levels` levels hold width^levels copies. */
function aliasBomb(levels: number, width: number): string {
  const lines = ['l0: &l0 "lol-lol-lol-lol-lol-lol-lol-lol"'];
  for (let level = 1; level <= levels; level += 1)
    lines.push(
      `l${level}: &l${level} [${Array(width)
        .fill(`*l${level - 1}`)
        .join(', ')}]`,
    );
  return `---\nslug: bomb\ntitle: Bomb\nblocks:\n  - block: Lol\n    props:\n${lines.map((line) => `      ${line}`).join('\n')}\n---\n`;
}

describe('parsePageFile: front matter is data, never code', () => {
  afterEach(() => {
    delete (globalThis as { frontMatterRan?: boolean }).frontMatterRan;
  });

  it.each(['js', 'javascript', ' JS ', 'coffee', 'cson', 'toml', 'yaml-js'])(
    'refuses ---%s front matter without running it',
    (language) => {
      const text = `---${language}\n(function(){ globalThis.frontMatterRan = true; return { slug: 'x', title: 'X' }; })()\n---\nBody\n`;
      expect(problemsOf(parsePageFile('pages/x.md', text))).toEqual([
        `front matter: '---${language.trim()}' is not read: front matter is YAML (---) or JSON (---json), read as data`,
      ]);
      expect((globalThis as { frontMatterRan?: boolean }).frontMatterRan).toBeUndefined();
    },
  );

  it('refuses a throwing ---js block without running it (the reported attack)', () => {
    const result = parsePageFile('page.md', '---js\n(function(){throw new Error(process.version)})()\n---\n');
    expect(problemsOf(result)).toEqual([
      "front matter: '---js' is not read: front matter is YAML (---) or JSON (---json), read as data",
    ]);
    expect(JSON.stringify(result)).not.toContain(process.version);
  });

  it('reads YAML (---, ---yaml, ---yml) and JSON (---json, by JSON.parse) front matter', () => {
    const page = { slug: 'a', title: 'A', status: 'published', tags: ['x'] };
    for (const text of [
      '---\nslug: a\ntitle: A\ntags: [x]\n---\nBody\n',
      '--- yaml\nslug: a\ntitle: A\ntags: x\n---\nBody\n',
      '---yml\r\nslug: a\r\ntitle: A\r\ntags: x\r\n---\r\nBody\r\n',
    ]) {
      expect(parsePageFile('a.md', text)).toEqual({
        file: 'a.md',
        page: expect.objectContaining({ ...page, body: 'Body' }),
        chars: expect.any(Number),
      });
    }
    expect(
      parsePageFile('a.json.md', '---json\n{ "slug": "a", "title": "A", "tags": ["x"] }\n---\nBody\n'),
    ).toMatchObject({ page: { ...page, body: 'Body' } });
    expect(problemsOf(parsePageFile('a.md', '---json\n{ slug: "a" }\n---\n'))[0]).toMatch(/^front matter: .*JSON/);
  });

  it('reads YAML with the core schema: no custom or language tags, no merge keys, dates stay text', () => {
    expect(
      problemsOf(parsePageFile('a.md', '---\nslug: a\ntitle: !!js/function "function () { return 1 }"\n---\n')),
    ).toEqual(['front matter: Unresolved tag: tag:yaml.org,2002:js/function at line 3, column 8']);
    expect(problemsOf(parsePageFile('a.md', '---\nslug: a\ntitle: !custom X\n---\n'))).toEqual([
      'front matter: Unresolved tag: !custom at line 3, column 8',
    ]);
    // YAML 1.1's extra types are not read either, even when named.
    expect(
      problemsOf(
        parsePageFile(
          'a.md',
          '---\nslug: a\ntitle: A\nblocks:\n  - block: B\n    props: { file: !!binary aGk= }\n---\n',
        ),
      ),
    ).toEqual(['front matter: Unresolved tag: tag:yaml.org,2002:binary at line 6, column 20']);
    const dated = parsePageFile(
      'a.md',
      '---\nslug: a\ntitle: A\npublishedAt: 2025-03-18\nblocks:\n  - block: B\n    props: { <<: { x: 1 }, on: yes }\n---\n',
    );
    expect(dated).toMatchObject({
      page: {
        publishedAt: new Date('2025-03-18T00:00:00Z'),
        blocks: [{ block: 'B', props: { '<<': { x: 1 }, on: 'yes' } }],
      },
    });
    // A __proto__ key is a field like any other: nothing is polluted.
    expect(
      parsePageFile(
        'a.md',
        '---\nslug: a\ntitle: A\nblocks:\n  - block: B\n    props: { __proto__: { polluted: 1 } }\n---\n',
      ),
    ).toMatchObject({ page: { slug: 'a' } });
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  it('names the line of a YAML error as a line of the file, and refuses what is not a mapping or not closed', () => {
    expect(problemsOf(parsePageFile('broken.md', '---\nslug: [oops\n---\n'))).toEqual([
      'front matter: Flow sequence in block collection must be sufficiently indented and end with a ] at line 3, column 1',
    ]);
    expect(problemsOf(parsePageFile('dup.md', '---\nslug: a\nslug: b\n---\n'))).toEqual([
      'front matter: Map keys must be unique at line 3, column 1',
    ]);
    expect(problemsOf(parsePageFile('list.md', '---\n- slug\n---\n'))).toEqual([
      'front matter: front matter must be fields (name: value), not a list or a single value',
    ]);
    expect(problemsOf(parsePageFile('open.md', '---\nslug: a\ntitle: A\n'))).toEqual([
      'front matter: the front matter has no closing --- line',
    ]);
    // Without front matter, or with an empty one, the fields are missing.
    expect(problemsOf(parsePageFile('none.md', '# Just markdown\n'))).toContain(
      'slug: Invalid input: expected string, received undefined',
    );
    expect(problemsOf(parsePageFile('empty.md', '---\n# a comment\n---\nBody\n'))).toContain(
      'slug: Invalid input: expected string, received undefined',
    );
  });

  it('keeps the markdown after the closing line as the body, a BOM and a --- inside the body included', () => {
    expect(parsePageFile('a.md', '\uFEFF---\nslug: a\ntitle: A\n---\n\nIntro\n\n---\n\nMore\n')).toMatchObject({
      page: { slug: 'a', body: 'Intro\n\n---\n\nMore' },
    });
    expect(parsePageFile('a.md', '---\nslug: a\ntitle: A\n---')).toMatchObject({ page: { slug: 'a' } });
  });
});

describe('parsePageFile: aliases count against the page limit', () => {
  it('refuses a small file whose aliases nest into a huge page, without building the expansion', () => {
    // 8^6 = 262,144 copies of a 33-character string: about 9 MB of JSON from under 700 bytes of YAML.
    expect(aliasBomb(6, 8).length).toBeLessThan(700);
    expect(problemsOf(parsePageFile('bomb.md', aliasBomb(6, 8)))).toEqual([
      'front matter: Excessive alias count indicates a resource exhaustion attack',
    ]);
    // Two levels pass yaml's alias count (8 x 8 copies), and the page limit counts them: 64 x 40 characters.
    expect(parsePageFile('small.md', aliasBomb(2, 8))).toMatchObject({
      chars: expect.any(Number),
      page: { slug: 'bomb' },
    });
  });

  it("refuses aliases that yaml's alias count lets through when they expand past the limit", () => {
    // One level, 99 aliases of a 3,000-character text: 300 KB of JSON, not a resource attack by yaml's count.
    const text = `---\nslug: wide\ntitle: Wide\nblocks:\n  - block: Wide\n    props:\n      a: &a "${'y'.repeat(3000)}"\n      b: [${Array(99).fill('*a').join(', ')}]\n---\n`;
    expect(problemsOf(parsePageFile('wide.md', text))).toEqual([tooLong]);
  });

  it('takes a page with a few aliases under the limit, and counts its size as stored (front matter as JSON and body)', () => {
    const text =
      '---\nslug: few\ntitle: Few\nblocks:\n  - block: A\n    props: &p { heading: Same }\n  - block: B\n    props: *p\n---\nBody\n';
    const result = parsePageFile('few.md', text);
    expect(result).toMatchObject({
      page: { blocks: [{ props: { heading: 'Same' } }, { props: { heading: 'Same' } }] },
    });
    const data = {
      slug: 'few',
      title: 'Few',
      blocks: [
        { block: 'A', props: { heading: 'Same' } },
        { block: 'B', props: { heading: 'Same' } },
      ],
    };
    expect(result).toMatchObject({ chars: JSON.stringify(data).length + 'Body'.length });
  });

  it('counts the body against the same limit', () => {
    expect(
      problemsOf(parsePageFile('long.md', `---\nslug: long\ntitle: Long\n---\n${'x'.repeat(MAX_FILE_CHARS)}\n`)),
    ).toEqual([tooLong]);
  });
});

describe('jsonLengthUpTo', () => {
  it('is the length of JSON.stringify, up to the limit and one past it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat({ max: 400 }), (value, limit) => {
        const length = JSON.stringify(value).length;
        expect(jsonLengthUpTo(value, Number.MAX_SAFE_INTEGER)).toBe(length);
        expect(jsonLengthUpTo(value, limit)).toBe(Math.min(length, limit + 1));
      }),
    );
  });
});
