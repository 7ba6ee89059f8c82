/** Link rules both sides share (zod-free, so the web imports it at run time): Home articles and the news banner. */

/** True for a link the portal accepts: a path inside the portal (`/…`, not `//…`) or an http(s) URL. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** True when `link` leaves the portal (an absolute http(s) URL): the web opens it in a new tab and says so. */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}
