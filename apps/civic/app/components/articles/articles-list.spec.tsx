import type { ListingItem } from '@civicbrief/content-client';
import { screen } from '@testing-library/react';
import type { ArticlesData } from './articles-data';
import { ArticlesList } from './articles-list';
import { renderAt } from '../render-routes.testing';

const item = (n: number): ListingItem => ({
  id: `a${n}`,
  title: `Article ${n}`,
  slug: `ca/articles/article-${n}`,
  category: n === 1 ? 'Housing' : null,
  description: n === 1 ? 'New homes downtown.' : null,
  firstPublishedAt: '2024-03-07T10:00:00.000Z',
  publishedAt: null,
  meetingDate: null,
});

const data = (items: ListingItem[], total = items.length, page = 1, error: string | null = null): ArticlesData => ({
  items,
  total,
  page,
  pageSize: 6,
  error,
});

describe('ArticlesList', () => {
  it('renders a card per article linking to its slug, with category, date and description', () => {
    renderAt('/california', <ArticlesList heading="California articles" data={data([item(1), item(2)])} />);
    expect(screen.getByRole('heading', { level: 2, name: 'California articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Article 1' })).toHaveAttribute('href', '/ca/articles/article-1');
    expect(screen.getByText('Housing · March 7, 2024')).toBeInTheDocument();
    expect(screen.getByText('New homes downtown.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('links Show more to the next page, keeping other parameters, while more articles exist', () => {
    const six = [1, 2, 3, 4, 5, 6].map(item);
    renderAt('/california?show=24', <ArticlesList heading="Articles" data={data(six, 7)} />);
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute(
      'href',
      '/california?show=24&articlesPage=2',
    );
  });

  it('hides Show more once every article is shown', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7].map(item);
    renderAt('/california?articlesPage=2', <ArticlesList heading="Articles" data={data(seven, 7, 2)} />);
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the error message with a retry link to the current page', () => {
    const message = "Oops! We're having trouble fetching the recent articles.";
    renderAt('/california?articlesPage=2', <ArticlesList heading="Articles" data={data([], 0, 2, message)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/california?articlesPage=2&retry=1',
    );
  });

  it('says so when there are no articles', () => {
    renderAt('/california', <ArticlesList heading="Articles" data={data([])} />);
    expect(screen.getByText('No articles yet.')).toBeInTheDocument();
  });
});
