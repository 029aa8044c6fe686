import type { HelpArticle } from '@app/contracts';

/** The visible words of operator HTML (tags dropped, entities left as typed), for searching. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The articles whose title or text holds every word of `query` (any case); all of them for an empty query. */
export function matchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = `${article.title} ${textOf(article.content)}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
