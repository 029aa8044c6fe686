/** A page of a list answer (pageSchema in @app/contracts). */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
