import { DIGEST_SECTION_TITLES, DIGEST_SECTIONS, type DigestIssue } from '@civicbrief/contracts';
import { austin, SITE, sampleInput, saratoga } from './digest-mail.fixtures';
import { renderDigestMail } from './render-digest-mail';

const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** An `<a>` to `url` whose text is `label`, whatever attributes come after its href. */
const anchor = (url: string, label: string) =>
  new RegExp(`href="${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>${label}</a>`);

describe('renderDigestMail', () => {
  it('names the city and the day for one city, and counts the others for several', async () => {
    expect((await renderDigestMail(sampleInput([saratoga]))).subject).toBe('Saratoga newsletter: March 4, 2026');
    const week = [saratoga, { ...saratoga, date: '2026-02-26' }];
    expect((await renderDigestMail(sampleInput(week))).subject).toBe('Saratoga newsletter: March 4, 2026');
    expect((await renderDigestMail(sampleInput([saratoga, austin]))).subject).toBe(
      'Your CivicBrief newsletter: Saratoga and 1 more city',
    );
    const paloAlto = { ...austin, citySlug: 'ca/santa-clara-county/palo-alto', cityName: 'Palo Alto' };
    expect((await renderDigestMail(sampleInput([saratoga, austin, paloAlto]))).subject).toBe(
      'Your CivicBrief newsletter: Saratoga and 2 more cities',
    );
  });

  it('gives every section its title and every item its link, in the HTML and the text', async () => {
    const { html, text } = await renderDigestMail(sampleInput([saratoga]));
    for (const section of DIGEST_SECTIONS) {
      expect(html).toContain(`>${DIGEST_SECTION_TITLES[section]}</h3>`);
      expect(text).toContain(`\n${DIGEST_SECTION_TITLES[section]}\n`);
      for (const item of saratoga.sections[section]) {
        const url = `${SITE}/${item.slug}`;
        expect(html).toContain(`href="${url}"`);
        expect(html).toContain(`>${item.title}</a>`);
        expect(text).toContain(`${item.title} <${url}>`);
        if (item.description) expect(text).toContain(item.description);
      }
    }
    // Dates in words, UTC: a published time and a meeting's day.
    expect(text).toContain('March 3, 2026');
    expect(text).toContain('March 16, 2026');
  });

  it('links each issue to its web version under its heading', async () => {
    const { html, text } = await renderDigestMail(sampleInput([saratoga, austin]));
    for (const [issue, title] of [
      [saratoga, 'Saratoga, California: March 4, 2026'],
      [austin, 'Austin, Texas: March 3, 2026'],
    ] as const) {
      const web = `${SITE}/${issue.citySlug}/newsletter/${issue.date}`;
      expect(html).toContain(`>${title}</h2>`);
      expect(html).toMatch(anchor(web, 'Read it on the web'));
      expect(text).toContain(`${title}\n\nRead it on the web <${web}>`);
    }
    expect(occurrences(html, '<h1')).toBe(1);
    expect(occurrences(html, '<h2')).toBe(2);
  });

  it('has the my-data and unsubscribe links and says why the mail came', async () => {
    const input = sampleInput([saratoga, austin]);
    const { html, text } = await renderDigestMail(input);
    expect(html).toMatch(anchor(input.links.frequency, 'Choose how often it comes'));
    expect(html).toMatch(anchor(input.links.myData, 'Manage or download your data'));
    expect(html).toMatch(anchor(input.links.unsubscribe, 'Unsubscribe'));
    expect(text).toContain(`Choose how often it comes <${input.links.frequency}>`);
    expect(text).toContain(`Manage or download your data <${input.links.myData}>`);
    expect(text).toContain(`Unsubscribe <${input.links.unsubscribe}>`);
    const why = 'You subscribed to the CivicBrief newsletter for Saratoga, California and Austin, Texas.';
    expect(html).toContain(why);
    expect(text).toContain(why);
  });

  it('greets by first name, or without one', async () => {
    expect((await renderDigestMail(sampleInput([saratoga], 'Ada'))).text).toContain('\nHi Ada,\n');
    expect((await renderDigestMail(sampleInput([saratoga], null))).text).toContain('\nHello,\n');
    expect((await renderDigestMail(sampleInput([saratoga], '  '))).text).toContain('\nHello,\n');
  });

  it('keeps what the input says as text', async () => {
    const title = '<script>alert("x")</script> Parks & Recreation';
    const issue: DigestIssue = {
      ...austin,
      cityName: 'Austin <b>',
      sections: {
        ...austin.sections,
        articles: [{ ...austin.sections.articles[0], title, description: 'Fees < $5 & "free" days' }],
      },
    };
    const { subject, html, text } = await renderDigestMail(sampleInput([issue], '<img src=x onerror=alert(1)>'));
    expect(subject).toBe('Austin <b> newsletter: March 3, 2026');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Parks &amp; Recreation');
    expect(html).toContain('Fees &lt; $5 &amp; &quot;free&quot; days');
    expect(text).toContain(`${title} <${SITE}/${issue.sections.articles[0].slug}>`);
    expect(text).toContain('Fees < $5 & "free" days');
    expect(text).toContain('Hi <img src=x onerror=alert(1)>,');
  });

  it('says how many more the city page has only when there are more', async () => {
    const { html, text } = await renderDigestMail(sampleInput([saratoga, austin]));
    expect(occurrences(html, 'more on the city page')).toBe(1);
    expect(html).toMatch(anchor(`${SITE}/${saratoga.citySlug}`, 'and 7 more on the city page'));
    expect(text).toContain(`and 7 more on the city page <${SITE}/${saratoga.citySlug}>`);
  });

  it('leaves empty sections out', async () => {
    const { html, text } = await renderDigestMail(sampleInput([austin]));
    for (const section of DIGEST_SECTIONS.filter((name) => name !== 'articles')) {
      expect(html).not.toContain(DIGEST_SECTION_TITLES[section]);
      expect(text).not.toContain(DIGEST_SECTION_TITLES[section]);
    }
    expect(html).toContain('>Articles</h3>');
  });

  it('is an English, one-column mail of 600px at most, without images, for light and dark schemes', async () => {
    const { html } = await renderDigestMail(sampleInput([saratoga]));
    expect(html).toMatch(/<html [^>]*lang="en"/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('<title>Saratoga newsletter: March 4, 2026</title>');
    expect(html).not.toContain('<img');
  });

  it('makes no link from anything but the site origin and slugs', async () => {
    const badSlug = { ...austin.sections.articles[0], slug: 'javascript:alert(1)' };
    const withBadSlug = { ...austin, sections: { ...austin.sections, articles: [badSlug] } };
    await expect(renderDigestMail(sampleInput([withBadSlug]))).rejects.toThrow(TypeError);
    await expect(renderDigestMail(sampleInput([{ ...austin, citySlug: 'tx/../austin' }]))).rejects.toThrow(
      'Not a content slug',
    );
    await expect(renderDigestMail(sampleInput([{ ...austin, date: '2026-02-30' }]))).rejects.toThrow(
      'Not an issue date',
    );
    await expect(renderDigestMail({ ...sampleInput(), siteOrigin: `${SITE}/` })).rejects.toThrow('siteOrigin');
    const offSite = { ...sampleInput(), links: { ...sampleInput().links, unsubscribe: 'https://evil.example/u' } };
    await expect(renderDigestMail(offSite)).rejects.toThrow('links.unsubscribe');
    await expect(renderDigestMail(sampleInput([]))).rejects.toThrow('at least one issue');
  });
});
