import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  unwrapEnvelope,
} from './api-error';
import { clearSession, getToken } from './session';

export const DEFAULT_TIMEOUT_MS = 30_000;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead of `body`. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads) instead of `body`; the browser sets the boundary. */
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Bearer token of another service's session (the game provider) instead of the site's; its 401 leaves the site session alone. */
  bearer?: string;
  /** Cancels the call (react-query passes one); a cancelled call rejects with the AbortError as is. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Calls the platform API and returns the envelope's value. Failures become an ApiError whose message
 * can be shown as is: network failure, timeout, the server's message, or 'Unknown error'.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', params, body, form, multipart, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const token = options.bearer ?? getToken();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, params), {
        method,
        headers: {
          accept: 'application/json',
          ...(form
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : body === undefined || multipart
              ? {}
              : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...options.headers,
        },
        body: form
          ? new URLSearchParams(form).toString()
          : multipart
            ? multipart
            : body === undefined
              ? null
              : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) throw new ApiError('timeout', TIMEOUT_ERROR_MESSAGE);
      if (signal?.aborted) throw cause;
      throw new ApiError('network', NETWORK_ERROR_MESSAGE);
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      if (timedOut) throw new ApiError('timeout', TIMEOUT_ERROR_MESSAGE);
      if (signal?.aborted) throw signal.reason;
      throw new ApiError('unknown', UNKNOWN_ERROR_MESSAGE, response.status);
    }
    // The server no longer knows this session (expired, logged out elsewhere, password changed).
    if (response.status === 401 && token !== null && token === getToken()) clearSession();
    return unwrapEnvelope<T>(parsed, response.status);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
