/** Page arithmetic shared by every paged list (1-based page numbers). */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** Pages of `size` over `total` items (0 when there is nothing). */
export const pageCount = (total: number, size: number): number => Math.ceil(total / size);

/** Rows to skip for a page. */
export const pageOffset = ({ pageNo, pageSize }: PageRequest): number => (pageNo - 1) * pageSize;
