/**
 * The calls the HTML's inline script started before any bundle loaded (issue 15, decision 0340;
 * `@insight/contracts/early-requests`): the API client takes each one once, for the identical URL and token, and only a
 * 2xx answer; anything else (no such call, another token after a refresh, an error answer, a network failure) makes the
 * client send the call itself, so there is never a second request for a taken answer nor a stale or foreign one.
 */
import { EARLY_REQUESTS_GLOBAL } from '@insight/contracts/early-requests';

/** One call the script started: the token it sent and its fetch. */
export type EarlyRequest = { token: string; response: Promise<Response> };

/** The script's calls by request URL (`/api/…` with its query string). */
export type EarlyRequests = Record<string, EarlyRequest | undefined>;

/** The calls the page's script left on `window`, or undefined (no script ran: tests, other pages' HTML). */
export function pageEarlyRequests(): EarlyRequests | undefined {
  if (typeof window === 'undefined') return undefined;
  const found: unknown = Reflect.get(window, EARLY_REQUESTS_GLOBAL);
  return found && typeof found === 'object' ? (found as EarlyRequests) : undefined;
}

/**
 * Takes the early call for `url` (once: it is forgotten whatever it answers): its response when it was sent with `token`
 * and answered 2xx, else null (the caller sends the call itself). Null at once, not a promise, when there is no such
 * call, so a call without one starts in the same task as before.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  requests: EarlyRequests | undefined = pageEarlyRequests(),
): Promise<Response | null> | null {
  const early = requests?.[url];
  if (!early) return null;
  delete requests[url];
  if (early.token !== token) return null;
  return early.response.then(
    (response) => (response.ok ? response : null),
    () => null,
  );
}
