import { unwrapCharacters, unwrapGuideBody, unwrapItems } from './unwrap-body';

const guide =
  '##### Writing the policy\n\n###### Scope\nEvery department.\n\n###### Approved tools\n- Drafting assistant';

describe('unwrapGuideBody (spec §7 trimming, both readings)', () => {
  it('items: drops the first item and the last three of the canonical wrapped form', () => {
    const wrapped = `\`\`\`markdown\n${guide}\n\`\`\`\n\n`;
    const items = wrapped.split('\n');
    expect(items[0]).toBe('```markdown');
    expect(items.slice(-3)).toEqual(['```', '', '']);
    expect(unwrapGuideBody(wrapped)).toBe(`${guide}\n`);
    expect(unwrapGuideBody(wrapped)).toBe(`${items.slice(1, -3).join('\n')}\n`);
  });

  it('items: also with ```md, a bare fence, tildes, CRLF and fewer or more blank lines at the end', () => {
    for (const wrapped of [
      `\`\`\`md\n${guide}\n\`\`\``,
      `\`\`\`\n${guide}\n\`\`\`\n`,
      `~~~markdown\n${guide}\n~~~\n\n\n`,
      `\`\`\`markdown\r\n${guide.replace(/\n/g, '\r\n')}\r\n\`\`\`\r\n\r\n`,
    ]) {
      expect(unwrapGuideBody(wrapped).replace(/\r/g, '')).toBe(`${guide}\n`);
    }
  });

  it('characters: drops the first character and the last two of a quoted body, decoding its escapes', () => {
    const wrapped = `${JSON.stringify(guide)}\n`;
    expect(wrapped[0]).toBe('"');
    expect(wrapped.slice(-2)).toBe('"\n');
    expect(unwrapGuideBody(wrapped)).toBe(guide);
    expect(unwrapCharacters(JSON.stringify('##### A "quoted" topic\n###### B'))).toBe(
      '##### A "quoted" topic\n###### B',
    );
  });

  it('both wrappers at once: a quoted fenced body', () => {
    expect(unwrapGuideBody(`${JSON.stringify(`\`\`\`markdown\n${guide}\n\`\`\`\n\n`)}\n`)).toBe(`${guide}\n`);
  });

  it('never cuts clean markdown', () => {
    const clean = [
      guide,
      `${guide}\n`,
      `${guide}\n\n\n`,
      // Starts and ends with a quote, but is prose, not a JSON string.
      '"AI" is a broad term.\n\n##### Terms\n###### Model\nA "model"\n',
      // Starts and ends with code blocks: two blocks, not one wrapper.
      '```\nnpm test\n```\n\n##### Topic\n###### Section\n\n```\nnpm start\n```\n',
      // A code block of another language is code, not a wrapper.
      '```python\n# comment\nprint(1)\n```\n',
      // A fenced block without any heading in it is kept as written.
      '```\nplain text\n```\n',
      '',
      '#',
    ];
    for (const body of clean) expect(unwrapGuideBody(body)).toBe(body);
    expect(unwrapItems('```markdown\n##### Unclosed\n')).toBeNull();
    expect(unwrapCharacters('"no heading"\n')).toBeNull();
    expect(unwrapCharacters('"broken \\x escape ##### A"\n')).toBeNull();
  });
});
