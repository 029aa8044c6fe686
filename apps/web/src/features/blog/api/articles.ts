import {
  getArticleEndpoint,
  listArticlesEndpoint,
  type Article,
  type ArticleKind,
  type ArticlePage,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Articles are written in English and Bengali; any other language reads the English. */
const articleLang = (language: string) => (language.startsWith('bn') ? 'bn' : 'en');

/** A page of the published articles of a kind (blog or news), newest first. */
export function useArticles(kind: ArticleKind, pageNo: number, language: string) {
  const lang = articleLang(language);
  return useQuery({
    queryKey: ['articles', kind, lang, pageNo],
    queryFn: ({ signal }): Promise<ArticlePage> =>
      callEndpoint(listArticlesEndpoint, { params: { kind }, query: { pageNo, lang } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One published article by slug. */
export function useArticle(kind: ArticleKind, slug: string, language: string) {
  const lang = articleLang(language);
  return useQuery({
    queryKey: ['articles', kind, lang, 'slug', slug],
    queryFn: ({ signal }): Promise<Article> =>
      callEndpoint(getArticleEndpoint, { params: { kind, slug }, query: { lang } }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
