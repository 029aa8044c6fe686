import { deviceIdPattern } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hash128, newRandomId, persistentId } from './device-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('device key', () => {
  it('hashes traits to 32 hex digits, the same text always to the same hash', () => {
    const traits = '360x800|24|3|Asia/Dhaka|bn-BD,en|Linux armv8l|8|4|5|abc';
    expect(hash128(traits)).toMatch(/^[0-9a-f]{32}$/);
    expect(hash128(traits)).toBe(hash128(traits));
    expect(hash128(traits)).not.toBe(hash128(traits.replace('Asia/Dhaka', 'Asia/Kolkata')));
    expect(`${newRandomId()}.${hash128(traits)}`).toMatch(deviceIdPattern);
  });

  it('makes random ids of 22 base64url characters', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newRandomId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newRandomId(new Uint8Array(16).fill(255))).toBe('_____________________w');
  });

  it('keeps the id in storage, restores it from the cookie when storage was cleared', () => {
    const storage = memoryStorage();
    const first = persistentId(storage, '');
    expect(persistentId(storage, '').id).toBe(first.id);
    const cleared = memoryStorage();
    expect(persistentId(cleared, `lang=bn; ${first.cookie.split(';')[0]}`).id).toBe(first.id);
    expect(cleared.getItem('deviceId')).toBe(first.id);
    expect(persistentId(memoryStorage({ deviceId: 'tampered!' }), '').id).not.toBe('tampered!');
    expect(persistentId(null, '').id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
