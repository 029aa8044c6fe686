import { describe, expect, it } from 'vitest';
import { createRequestKeys, newRequestId } from './request-key';

describe('request keys', () => {
  it('reuses the key while the same submission is retried, and starts over after success', () => {
    const keys = createRequestKeys();
    const first = keys.keyFor({ amount: '500.00', account: '7' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor({ amount: '500.00', account: '7' })).toBe(first);
    const changed = keys.keyFor({ amount: '600.00', account: '7' });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ amount: '600.00', account: '7' })).not.toBe(changed);
  });

  it('makes ids the server accepts (8 to 64 letters, digits, - or _)', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
