import type { DemoRequestRow } from '@civicbrief/gateway-db';
import { salesMail } from './sales-mail';

const row = (fields: Partial<DemoRequestRow> = {}): DemoRequestRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  dedupeKey: 'key',
  formName: 'extended',
  email: 'ada@acme.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'Director',
  companyName: 'Acme',
  industry: 'Real Estate Firm',
  phone: '+1 408 555 0100',
  region: 'Northwest',
  website: 'acme.example',
  answers: { regions__msas__markets: 'Bay Area' },
  source: 'https://civicbrief.example/real-estate',
  createdAt: new Date('2026-11-26T10:00:00Z'),
  ...fields,
});

/** The text part's lines that start with a label, as a reader (or a rule in the sales inbox) would see them. */
const labelled = (text: string, label: string) => text.split('\n').filter((line) => line.startsWith(`${label}:`));

describe('the sales mail', () => {
  // Every separator some reader or mail client breaks a line on.
  const separators = [
    '\n',
    '\r',
    '\r\n',
    '\u000b',
    '\u000c',
    '\u001c',
    '\u001d',
    '\u001e',
    '\u0085',
    '\u2028',
    '\u2029',
  ];

  it.each(
    separators.map((separator) => [
      [...separator].map((c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`).join(' '),
      separator,
    ]),
  )('lets no single-line field add a line (%s)', (_name, separator) => {
    const forged = `Ada${separator}Email: attacker@evil.example`;
    const mail = salesMail(
      'sales@civicbrief.example',
      row({
        firstName: forged,
        lastName: `L${separator}Page: x`,
        companyName: `Acme${separator}Company: Evil`,
        region: `North${separator}Form: basic`,
      }),
    );
    expect(labelled(mail.text, 'Email')).toEqual(['Email: ada@acme.example']);
    expect(labelled(mail.text, 'Page')).toEqual(['Page: https://civicbrief.example/real-estate']);
    expect(labelled(mail.text, 'Company')).toEqual(['Company: Acme Company: Evil']);
    expect(labelled(mail.text, 'Form')).toEqual(['Form: extended']);
    expect(labelled(mail.text, 'Name')).toEqual(['Name: Ada Email: attacker@evil.example L Page: x']);
    // No separator survives anywhere in the text part but the plain LF between its own lines.
    expect([...mail.text].filter((character) => character !== '\n' && separators.includes(character))).toEqual([]);
    expect(mail.subject).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    expect(mail.html).not.toMatch(/[\u0085\u2028\u2029]/);
  });

  it('keeps a free answer’s lines, each indented under its label, and never as a label of its own', () => {
    const mail = salesMail(
      'sales@civicbrief.example',
      row({
        answers: {
          regions__msas__markets: 'Bay Area\nEmail: attacker@evil.example\u2028Sacramento',
          how_civicbrief_helps: 'Agendas',
        },
      }),
    );
    expect(labelled(mail.text, 'Email')).toEqual(['Email: ada@acme.example']);
    expect(mail.text).toContain('Regions, MSAs or markets: Bay Area\n  Email: attacker@evil.example\n  Sacramento\n');
    expect(mail.text).toContain('How CivicBrief could help: Agendas\n');
    expect(mail.html).toContain('<td>Bay Area<br>Email: attacker@evil.example<br>Sacramento</td>');
  });

  it('folds other control characters to spaces and keeps the Reply-To one line', () => {
    const mail = salesMail(
      'sales@civicbrief.example',
      row({ title: 'Head\tof\u0000sales\u007f', email: 'ada@acme.example\u0085Bcc: x@evil.example' }),
    );
    expect(labelled(mail.text, 'Role or title')).toEqual(['Role or title: Head of sales ']);
    expect(mail.headers?.['Reply-To']).toBe('ada@acme.example Bcc: x@evil.example');
  });
});
