import { renderMarkdown } from './markdown';

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
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<a href="https://example.org/x?a=1&#x26;b=2">a link</a>');
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain('<td align="right">$1M</td>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<img src="/images/map.png" alt="Map" title="Map">');
    expect(html).toContain('href="mailto:clerk@example.org"');
    expect(html).toContain('href="/ca/santa-clara-county/saratoga"');
    expect(html).toContain('href="#budget"');
  });

  it('gives headings stable github-slugger ids, deduplicated', () => {
    const { html } = renderMarkdown('##### Budget & Taxes\n\n###### Budget & Taxes\n\n###### Café hours');
    expect(html).toContain('<h5 id="budget--taxes">Budget &#x26; Taxes</h5>');
    expect(html).toContain('<h6 id="budget--taxes-1">');
    expect(html).toContain('<h6 id="café-hours">');
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
      { id: null, title: null, items: [{ id: 'before-anything', title: 'Before anything' }] },
      {
        id: 'voting',
        title: 'Voting',
        items: [
          { id: 'where-to-vote', title: 'Where to vote' },
          { id: 'when-to-vote', title: 'When to vote' },
        ],
      },
      { id: 'candidates', title: 'Candidates', items: [] },
      { id: 'measures', title: 'Measures', items: [{ id: 'measure-a', title: 'Measure A' }] },
    ]);
  });

  it('handles empty input', () => {
    expect(renderMarkdown('')).toEqual({ html: '', toc: [] });
  });
});
