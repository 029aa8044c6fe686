import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkNameOf, isChunkLoadError, loadChunk } from './chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk('home', () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it("turns a failed import into 'Loading chunk N failed'", async () => {
    const error = await loadChunk('home', () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: 'Loading chunk home failed', chunk: 'home', failure: 'missing' });
  });

  it('fails a chunk that takes longer than the limit', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('promotions', () => new Promise(() => {}), 120_000);
    const check = expect(pending).rejects.toMatchObject({
      failure: 'timeout',
      message: 'Loading chunk promotions failed',
    });
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
  });
});

describe('chunk errors from the browser', () => {
  it('recognises native dynamic-import failures and names the file', () => {
    const native = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/home-C36hTrBa.js',
    );
    expect(isChunkLoadError(native)).toBe(true);
    expect(chunkNameOf(native)).toBe('home-C36hTrBa');
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(chunkNameOf(new ChunkLoadError('auth', 'missing'))).toBe('auth');
  });
});
