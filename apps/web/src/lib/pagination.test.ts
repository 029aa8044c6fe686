import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination';

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows 3 pages around the current one and 2 at each end', () => {
    expect(paginationItems(1, 40)).toEqual([1, 2, 3, 'gap', 39, 40]);
    expect(paginationItems(10, 40)).toEqual([1, 2, 'gap', 9, 10, 11, 'gap', 39, 40]);
    expect(paginationItems(40, 40)).toEqual([1, 2, 'gap', 38, 39, 40]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 39, 40]);
    expect(paginationItems(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 8, 9]);
  });
});
