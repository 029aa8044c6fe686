/** Spec section 8: a page chunk that is missing or takes longer than this fails with 'Loading chunk N failed'. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly failure: ChunkFailure,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunk} failed`, options);
  }
}

/** Runs a dynamic import; a rejection or a timeout becomes a ChunkLoadError naming the chunk. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, 'missing', { cause }));
      },
    );
  });
}

/** Browser messages for a failed `import()` (Chromium, Firefox, Safari) besides our own ChunkLoadError. */
const nativeChunkMessages = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return nativeChunkMessages.some((text) => error.message.includes(text));
}

/** The chunk's name for the message: ours, else the file name from the browser's message. */
export function chunkNameOf(error: unknown): string {
  if (error instanceof ChunkLoadError) return error.chunk;
  const message = error instanceof Error ? error.message : '';
  const file = /([\w.-]+)\.(?:js|css)\b/.exec(message);
  return file?.[1] ?? '?';
}
