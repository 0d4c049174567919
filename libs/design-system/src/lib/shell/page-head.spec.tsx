import { render } from '@testing-library/react';
import { PageHead, type MetaEntry } from './page-head';

const origin = 'https://civicbrief.example';

function renderHead(pathname: string, metaEntries?: MetaEntry[], siteOrigin = origin) {
  return render(<PageHead siteOrigin={siteOrigin} pathname={pathname} metaEntries={metaEntries} />).container;
}

describe('PageHead', () => {
  it('links the canonical URL: origin plus path, without a double slash or query', () => {
    expect(renderHead('/about?utm_source=x', [], `${origin}/`).querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/about`,
    );
    expect(renderHead('/').querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  });

  it('renders one meta tag per entry with the named attribute', () => {
    const head = renderHead('/ca', [
      { property: 'name', value: 'description', content: 'Meeting summaries' },
      { property: 'property', value: 'og:title', content: 'CivicBrief' },
      { property: 'http-equiv', value: 'content-language', content: 'en' },
    ]);
    expect(head.querySelectorAll('meta')).toHaveLength(3);
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Meeting summaries');
    expect(head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'CivicBrief');
    expect(head.querySelector('meta[http-equiv="content-language"]')).toHaveAttribute('content', 'en');
  });
});
