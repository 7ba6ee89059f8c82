/** Where a page may send the visitor after signing in: same-origin paths only (SPEC §2 redirect_url). */

/** Only same-origin paths are honoured as redirect targets (no `//host` or `https://…`). */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
