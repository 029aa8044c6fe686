/** True for a path inside this site ("/help?topic=x"), false for other sites, mailto: and the like. */
export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** Only web, mail and phone links from operator settings are rendered as links. */
export function isSafeExternalUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url);
}
