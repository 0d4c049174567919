import { catalogueRows } from './catalogue';
import { csvField, toCsv } from './csv';

describe('toCsv', () => {
  const lines = toCsv().split('\r\n');

  it('has the header and one line per catalogue row', () => {
    expect(lines[0]).toBe('City,County,State');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toHaveLength(catalogueRows.length);
    expect(lines).toContain('West Des Moines,Polk County,Iowa');
    expect(lines).toContain('Ventura,Ventura County,California');
  });

  it('quotes fields per RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});
