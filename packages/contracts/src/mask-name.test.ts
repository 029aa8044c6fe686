import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name.js';

describe('public names', () => {
  it('show only the ends of a username', () => {
    expect(maskName('player123')).toBe('pl****23');
    expect(maskName('abcd')).toBe('a***');
  });
});
