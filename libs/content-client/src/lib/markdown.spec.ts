import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import { CONTENT_ID_PREFIX, renderMarkdown, sanitizeSchema } from './markdown';

describe('renderMarkdown', () => {
  it('renders standard and GFM markdown', () => {
    const { html } = renderMarkdown(
      [
        '# Title',
        '',
        'Some **bold**, _italic_, `code` and ~~gone~~ text with [a link](https://example.org/x?a=1&b=2).',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
        '| Item | Cost |',
        '| ---- | ---: |',
        '| Road | $1M  |',
        '',
        '> quoted',
        '',
        '![Map](/images/map.png "Map")',
        '',
        '[mail](mailto:clerk@example.org) [relative](/ca/santa-clara-county/saratoga) [anchor](#budget)',
      ].join('\n'),
    );
    expect(html).toContain('<h1 id="user-content-title">Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<a href="https://example.org/x?a=1&#x26;b=2">a link</a>');
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain('<td align="right">$1M</td>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<img src="/images/map.png" alt="Map" title="Map">');
    expect(html).toContain('href="mailto:clerk@example.org"');
    expect(html).toContain('href="/ca/santa-clara-county/saratoga"');
    // An in-page link goes to the (prefixed) id of the heading it names.
    expect(html).toContain('href="#user-content-budget"');
  });

  it('gives headings stable github-slugger ids in the user-content- namespace, deduplicated', () => {
    const { html } = renderMarkdown('##### Budget & Taxes\n\n###### Budget & Taxes\n\n###### Café hours');
    expect(html).toContain('<h5 id="user-content-budget--taxes">Budget &#x26; Taxes</h5>');
    expect(html).toContain('<h6 id="user-content-budget--taxes-1">');
    expect(html).toContain('<h6 id="user-content-café-hours">');
    expect(renderMarkdown('##### Budget & Taxes').html).toBe(renderMarkdown('##### Budget & Taxes').html);
  });

  it('builds the h5 / h6 table of contents', () => {
    const { toc } = renderMarkdown(
      [
        '###### Before anything',
        '# Page title',
        '##### Voting',
        '###### Where to vote',
        '###### When *to* vote',
        '#### Not in the toc',
        '##### Candidates',
        '##### Measures',
        '###### Measure A',
      ].join('\n\n'),
    );
    expect(toc).toEqual([
      { id: null, title: null, items: [{ id: 'user-content-before-anything', title: 'Before anything' }] },
      {
        id: 'user-content-voting',
        title: 'Voting',
        items: [
          { id: 'user-content-where-to-vote', title: 'Where to vote' },
          { id: 'user-content-when-to-vote', title: 'When to vote' },
        ],
      },
      { id: 'user-content-candidates', title: 'Candidates', items: [] },
      { id: 'user-content-measures', title: 'Measures', items: [{ id: 'user-content-measure-a', title: 'Measure A' }] },
    ]);
  });

  it('never gives content an id or name the application uses: every one is in the user-content- namespace', () => {
    // cb-app-scripts: the <template> the page's script loader looks up (libs/app-shell, DEFERRED_SCRIPTS_ID);
    // the others: ids of the apps' own sections and forms, and names of window/document properties.
    const appIds = [
      'cb-app-scripts',
      'main-content',
      'contact-form',
      'key-contacts',
      'footnote-label',
      'location',
      'cookie',
    ];
    const { html, toc } = renderMarkdown(
      [
        ...appIds.map((id) => `##### ${id}`),
        '###### cb-app-scripts',
        'Text with a note[^1] and [a link](#cb-app-scripts).',
        '[^1]: The note.',
      ].join('\n\n'),
    );
    expect(html).toContain('<h5 id="user-content-cb-app-scripts">cb-app-scripts</h5>');
    const named = [...html.matchAll(/\s(id|name|aria-describedby|aria-labelledby)="([^"]*)"/g)].map(
      ([, attribute, value]) => `${attribute}=${value}`,
    );
    expect(named.length).toBeGreaterThan(appIds.length);
    for (const entry of named) expect(entry).toMatch(/^[a-z-]+=user-content-/);
    for (const id of appIds) expect(html).not.toContain(`"${id}"`);
    expect(
      toc
        .flatMap((group) => [group.id, ...group.items.map((item) => item.id)])
        .every((id) => id?.startsWith(CONTENT_ID_PREFIX)),
    ).toBe(true);
  });

  it('prefixes a name (or id) that reaches the sanitizer some other way too: nothing clobbers window or document', () => {
    const sanitizer = unified().use(rehypeSanitize, sanitizeSchema);
    const tree: Parameters<typeof sanitizer.runSync>[0] = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'a',
          properties: { name: 'cb-app-scripts', id: 'location', ariaLabelledBy: ['main'] },
          children: [],
        },
      ],
    };
    const clean = sanitizer.runSync(tree);
    expect(clean.children[0]).toMatchObject({
      properties: {
        name: 'user-content-cb-app-scripts',
        id: 'user-content-location',
        ariaLabelledBy: ['user-content-main'],
      },
    });
  });

  it('points every in-page link (a heading, a footnote and its way back) at an id the document has', () => {
    const { html } = renderMarkdown(
      '##### Who decides\n\nSee [who decides](#who-decides)[^note].\n\n[^note]: A note, see [above](#who-decides).',
    );
    const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id));
    const targets = [...html.matchAll(/\shref="#([^"]*)"/g)].map(([, target]) => decodeURIComponent(target));
    expect(targets).toEqual([
      'user-content-who-decides',
      'user-content-fn-note',
      'user-content-who-decides',
      'user-content-fnref-note',
    ]);
    for (const target of targets) expect(ids).toContain(target);
    expect(html).toContain('aria-describedby="user-content-footnote-label"');
    expect(html).toContain('<h2 class="sr-only" id="user-content-footnote-label">');
  });

  it('handles empty input', () => {
    expect(renderMarkdown('')).toEqual({ html: '', toc: [] });
  });
});
