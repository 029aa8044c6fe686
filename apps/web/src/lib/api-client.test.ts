import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl } from './api-client';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  errorMessageKey,
  unwrapEnvelope,
} from './api-error';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unwrapEnvelope', () => {
  it('returns the value of a successful envelope', () => {
    expect(unwrapEnvelope({ success: true, value: { a: 1 }, message: 'success' })).toEqual({ a: 1 });
  });

  it("throws the server's message when success is false", () => {
    expect(() => unwrapEnvelope({ success: false, value: null, message: 'Access restricted' }, 403)).toThrow(
      'Access restricted',
    );
  });

  it('keeps the message key, parameters and field of a failed envelope', () => {
    const failure = (() => {
      try {
        unwrapEnvelope(
          {
            success: false,
            value: { key: 'reg_pattern_1', params: { min: 4, max: 16 }, field: 'username', captcha: true },
            message: 'Must start with a letter',
          },
          400,
        );
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).detail).toEqual({
      key: 'reg_pattern_1',
      params: { min: 4, max: 16 },
      field: 'username',
      captcha: true,
    });
  });

  it("says 'Unknown error' for an empty message or a body that is not an envelope", () => {
    expect(() => unwrapEnvelope({ success: false, value: null, message: '  ' })).toThrow(
      UNKNOWN_ERROR_MESSAGE,
    );
    expect(() => unwrapEnvelope('<html>Bad gateway</html>', 502)).toThrow(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('apiRequest', () => {
  it('builds the query string and unwraps the value', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json({ success: true, value: ['a'], message: 'success' })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/wps/system/helpCenter', { params: { lang: 'bn', device: 'WEB' } }),
    ).resolves.toEqual(['a']);
    expect(fetchMock).toHaveBeenCalledWith('/wps/system/helpCenter?lang=bn&device=WEB', expect.any(Object));
  });

  it('turns a network failure into the network message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('/wps/system/status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('turns a timeout into the timeout message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(apiRequest('/wps/system/status', { timeoutMs: 10 })).rejects.toMatchObject({
      kind: 'timeout',
      message: TIMEOUT_ERROR_MESSAGE,
    });
  });

  it("passes the server's message through and says 'Unknown error' for unreadable bodies", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ success: false, value: null, message: 'Not found' }, 404))),
    );
    await expect(apiRequest('/wps/x')).rejects.toMatchObject({
      kind: 'server',
      message: 'Not found',
      status: 404,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('oops', { status: 500 }))),
    );
    await expect(apiRequest('/wps/x')).rejects.toMatchObject({
      kind: 'unknown',
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('lets a cancellation by the caller through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = apiRequest('/wps/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("sends another service's bearer token instead of the site's", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        json({ success: false, value: { key: 'not_logged_in' }, message: 'Session ended' }, 401),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/hp/api/session', { bearer: 'game-session' })).rejects.toMatchObject({
      status: 401,
      detail: { key: 'not_logged_in' },
    });
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ authorization: 'Bearer game-session' });
  });
});

describe('helpers', () => {
  it('skips empty query values', () => {
    expect(buildUrl('/a', { x: 1, y: undefined, z: null })).toBe('/a?x=1');
    expect(buildUrl('/a', {})).toBe('/a');
  });

  it('maps error kinds to translation keys', () => {
    expect(errorMessageKey('network')).toBe('network_error');
    expect(errorMessageKey('timeout')).toBe('timeout_error');
    expect(errorMessageKey('unknown')).toBe('unknown_error');
    expect(errorMessageKey('server')).toBeNull();
  });
});
