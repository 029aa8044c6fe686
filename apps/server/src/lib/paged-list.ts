import { pageCount, type PageRequest } from './paging.js';

/** The paged list shape of the wallet API: `{ list, pageNo, pageSize, total, totalPages }`. */
export function toPage<T>(list: T[], total: number, query: PageRequest) {
  return {
    list,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}
