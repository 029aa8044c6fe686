import {
  createArticleEndpoint,
  listOperatorArticlesEndpoint,
  publishArticleEndpoint,
  unpublishArticleEndpoint,
  updateArticleEndpoint,
  type ArticleInput,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

/** Every blog and news article (drafts too), the latest changed first. */
export const useOperatorArticles = (pageNo: number) =>
  useOpsQuery(listOperatorArticlesEndpoint, { query: { pageNo, pageSize: 20 } });

export const createArticle = (body: ArticleInput) => opsCall(createArticleEndpoint, { body });
export const updateArticle = (id: string, body: ArticleInput) =>
  opsCall(updateArticleEndpoint, { params: { id }, body });
export const publishArticle = (id: string) => opsCall(publishArticleEndpoint, { params: { id } });
export const unpublishArticle = (id: string) => opsCall(unpublishArticleEndpoint, { params: { id } });
