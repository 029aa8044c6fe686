import { getToken } from '../../../lib/session';

/** A proof image the member uploaded (the address needs the token, so it is fetched, not linked). */
export async function getProofImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`proof image ${response.status}`);
  return response.blob();
}
