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
 * How long after the page's start an early call may still be taken (ms): the page's guards and loader ask for them
 * within its first seconds; a call left over (a client guessed wrong) must not answer a later visit with old data.
 */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

/**
 * How long the client waits for an early call's answer (ms) before sending the call itself: a call the script started
 * that hangs (a dropped connection) must not hold the page longer than a slow answer would.
 */
export const EARLY_REQUEST_WAIT_MS = 10_000;

/** Milliseconds since the page started loading (the early calls started with it); 0 where unknown. */
function pageAgeMs(): number {
  return typeof performance === 'undefined' ? 0 : performance.now();
}

/**
 * Takes the early call for `url` (once: it is forgotten whatever it answers): its response when it was sent with `token`
 * and answered 2xx, else null (the caller sends the call itself). Null at once, not a promise, when there is no such
 * call, so a call without one starts in the same task as before. Once the page is {@link EARLY_REQUEST_MAX_AGE_MS} old,
 * every call left over is forgotten; a call unanswered after {@link EARLY_REQUEST_WAIT_MS} counts as none.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  requests: EarlyRequests | undefined = pageEarlyRequests(),
  ageMs: number = pageAgeMs(),
): Promise<Response | null> | null {
  if (!requests) return null;
  if (ageMs > EARLY_REQUEST_MAX_AGE_MS) {
    for (const key of Object.keys(requests)) delete requests[key];
    return null;
  }
  const early = requests[url];
  if (!early) return null;
  delete requests[url];
  if (early.token !== token) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), EARLY_REQUEST_WAIT_MS);
  });
  const answered = early.response.then(
    (response) => (response.ok ? response : null),
    () => null,
  );
  return Promise.race([answered, waited]).finally(() => clearTimeout(timer));
}
