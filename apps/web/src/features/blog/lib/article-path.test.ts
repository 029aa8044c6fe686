import { describe, expect, it } from 'vitest';
import { articlePath, articleRouteOf } from './article-path';

describe('article paths', () => {
  it('tell the list and the article of each kind', () => {
    expect(articleRouteOf('/member/blog')).toEqual({ kind: 'blog', slug: null });
    expect(articleRouteOf('/member/news/')).toEqual({ kind: 'news', slug: null });
    expect(articleRouteOf(articlePath('news', 'new-house-games'))).toEqual({
      kind: 'news',
      slug: 'new-house-games',
    });
    expect(articleRouteOf('/member/gossip')).toBeNull();
    expect(articleRouteOf('/member/blog/a/b')).toBeNull();
  });
});
