import { getToken } from './session';

/** An image the member uploaded (proof, feedback, chat: the address needs the token, so it is fetched, not linked). */
export async function getPrivateImage(
  path: string,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Blob> {
  const token = getToken();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}
