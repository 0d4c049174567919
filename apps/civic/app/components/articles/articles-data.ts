import type { ARTICLE_PAGE_SIZE, ListingItem } from '@civicbrief/content-client';

/** An articles block as its loader hands it to `ArticlesList`: the pages loaded so far, or the spec's error message. */
export interface ArticlesData {
  items: ListingItem[];
  total: number;
  /** Pages loaded, from 1. */
  page: number;
  pageSize: typeof ARTICLE_PAGE_SIZE;
  error: string | null;
}

/** The query parameter carrying the number of article pages to show, so 'Show more' works without JavaScript. */
export const ARTICLES_PAGE_PARAM = 'articlesPage';
