/**
 * A link to a page of the site at its public address (config.PUBLIC_BASE_URL), for anything sent
 * outside the browser: e-mails, referral links and their QR codes. Never built from the request's
 * Host header, which the caller controls.
 */
export function siteLink(
  publicBaseUrl: string,
  pathname: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(pathname, publicBaseUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
