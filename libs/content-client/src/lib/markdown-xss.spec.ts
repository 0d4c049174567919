import { renderMarkdown } from './markdown';

// OWASP XSS filter evasion cheat sheet style payloads, as raw HTML and as markdown constructs.
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[click](javascript%3Aalert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![pic](javascript:alert(1))',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<javascript:alert(1)>',
  '[click][ref]\n\n[ref]: javascript:alert(1)',
  '[click](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  '##### <img src=x onerror=alert(1)> heading',
  '*emphasis <script>alert(1)</script>*',
  '| a |\n| - |\n| <img src=x onerror=alert(1)> |',
];

// rehype-stringify always double-quotes attribute values and escapes quotes inside them, so tags and
// attributes of its output can be read back reliably with these patterns.
const tagPattern = /<\/?([a-z][a-z0-9]*)((?:\s+[^\s=>"]+(?:="[^"]*")?)*)\s*\/?>/gi;
const attributePattern = /\s+([^\s=>"]+)(?:="([^"]*)")?/g;
const allowedTags = new Set(['p', 'a', 'img', 'h5', 'em', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'srcset',
  'cite',
  'longdesc',
  'background',
  'poster',
]);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':');
}

/** Every tag of the HTML with its attributes, values decoded. */
function tagsOf(html: string): { tag: string; attributes: [string, string][] }[] {
  return [...html.matchAll(tagPattern)].map(([, tag, rest]) => ({
    tag: tag.toLowerCase(),
    attributes: [...rest.matchAll(attributePattern)].map(([, name, value]) => [
      name.toLowerCase(),
      decodeEntities(value ?? ''),
    ]),
  }));
}

/** A URL a browser resolves without running code: no scheme (relative) or http(s) / mailto. */
function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and spaces when reading a scheme ("java\tscript:").
  const compact = [...url].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme === null || ['http', 'https', 'mailto'].includes(scheme[1].toLowerCase());
}

describe('renderMarkdown sanitizer', () => {
  it('has a payload list of at least 20', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(20);
  });

  it.each(payloads)('neutralises %s', (payload) => {
    const { html } = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(html).toContain('Before');
    expect(html).toContain('After');
    for (const { tag, attributes } of tagsOf(html)) {
      expect(allowedTags).toContain(tag);
      for (const [name, value] of attributes) {
        expect(name).not.toMatch(/^on|^style$|^srcdoc$/);
        if (urlAttributes.has(name)) expect(isSafeUrl(value)).toBe(true);
      }
    }
    // Whatever markup the payload had can only survive as escaped text, never as a tag.
    expect(html.replace(tagPattern, '')).not.toMatch(/[<>]/);
  });

  it('checks what it claims to: the helpers flag unsafe output', () => {
    const unsafe = tagsOf('<a href="jav&#x61;script&#x3A;alert(1)" onclick="x">a</a><iframe src="x"></iframe>');
    expect(unsafe.map((t) => t.tag)).toEqual(['a', 'a', 'iframe', 'iframe']);
    expect(isSafeUrl(unsafe[0].attributes[0][1])).toBe(false);
    expect(unsafe[0].attributes[1][0]).toBe('onclick');
    expect(isSafeUrl(' java\tscript:alert(1)')).toBe(false);
    expect(isSafeUrl('data:text/html,x')).toBe(false);
    expect(isSafeUrl('/ok')).toBe(true);
  });

  it('keeps the text of a link whose URL it removes', () => {
    const { html } = renderMarkdown('[click](javascript:alert(1))');
    expect(html).toBe('<p><a>click</a></p>');
  });
});
