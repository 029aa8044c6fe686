/**
 * A fresh request id for POST /hp/api/rounds (a repeat of the same request answers the same round).
 * getRandomValues, not randomUUID: it works on plain-http sites too.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
