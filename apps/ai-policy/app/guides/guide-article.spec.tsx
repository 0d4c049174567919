import { theme } from '@civicbrief/design-system';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { aiPolicyHostLinks } from '../components/site-link';
import { GuideArticle } from './guide-article';
import { tocTargets } from './guide-toc';

const guide = {
  slug: 'ai-use-policy',
  title: 'Writing an AI Use Policy',
  description: null,
  html: '<h2 id="scope">Scope</h2><h3 id="who">Who</h3><p>Everyone.</p><h2 id="rules">Rules</h2>',
  toc: [
    { id: 'scope', title: 'Scope', items: [{ id: 'who', title: 'Who' }] },
    { id: 'rules', title: 'Rules', items: [] },
  ],
};
const url = 'https://www.civicbrief.test/ai-policy-resources/ai-use-policy';

describe('GuideArticle', () => {
  it('shares the guide page with utm_source = the network, utm_medium=social, utm_campaign=share, in the spec order', () => {
    render(
      <ThemeProvider theme={theme}>
        <GuideArticle guide={guide} parent={1} shareUrl={url} />
      </ThemeProvider>,
    );
    const links = within(screen.getByRole('list', { name: 'Share this guide' })).getAllByRole('link');
    const expected = [
      ['Share by email', 'email'],
      ['Share on Facebook', 'facebook'],
      ['Share on LinkedIn', 'linkedin'],
      ['Share on Nextdoor', 'nextdoor'],
      ['Share on X (Twitter)', 'twitter'],
    ];
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(expected.map(([name]) => name));
    links.forEach((link, index) => {
      const shared = `${url}?utm_source=${expected[index][1]}&utm_medium=social&utm_campaign=share`;
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(shared);
    });
    expect(screen.getByRole('link', { name: 'Download AI one-sheeter PDF' })).toHaveAttribute(
      'href',
      '/_ai-policy/quick-reference-guide-responsible-ai-use-in-government.pdf',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // The accordion (shown from the lg breakpoint) links each section; the dropdown lists it.
    expect(
      within(screen.getByRole('navigation', { name: 'Topics' })).getByRole('link', { name: 'Who', hidden: true }),
    ).toHaveAttribute('href', '#who');
    expect(screen.getByRole('option', { name: 'Who' })).toHaveValue('who');
  });
});

describe('tocTargets', () => {
  it("is each topic's sections in order, or the topic itself when it has none", () => {
    expect(tocTargets(guide.toc)).toEqual(['who', 'rules']);
    expect(tocTargets([{ id: null, title: null, items: [{ id: 'intro', title: 'Intro' }] }])).toEqual(['intro']);
  });
});

describe('aiPolicyHostLinks', () => {
  it("sends the chrome's other pages to the main site and keeps this app's own at the host's root", () => {
    const link = aiPolicyHostLinks('https://www.civicbrief.test');
    const hrefOf = (href: string) => {
      const { container } = render(<>{link({ href, children: 'x' })}</>);
      return container.querySelector('a')?.getAttribute('href');
    };
    expect(hrefOf('/about')).toBe('https://www.civicbrief.test/about');
    expect(hrefOf('/ca/santa-clara-county/saratoga?x=1')).toBe(
      'https://www.civicbrief.test/ca/santa-clara-county/saratoga?x=1',
    );
    expect(hrefOf('/ai-policy-resources')).toBe('/');
    expect(hrefOf('/ai-policy-resources/buying-ai-tools#scope')).toBe('/buying-ai-tools#scope');
    expect(hrefOf('https://www.linkedin.com/company/x')).toBe('https://www.linkedin.com/company/x');
  });
});
