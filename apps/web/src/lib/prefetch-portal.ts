/**
 * Warming the portal's files from a light page (decision 0280): the login page loads none of the SPA's scripts, so the
 * first page after signing in would download them all. Once the visitor starts filling the form, the browser is asked
 * to prefetch the files the SPA's page (index.html) names, at idle priority, into its HTTP cache.
 */

/** The script and style files an HTML page asks for (module script, module preloads, style sheets), same-origin paths. */
export function portalFilesOf(html: string): string[] {
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  return [...new Set(files)];
}

/** Fetches index.html once and adds a `<link rel="prefetch">` per file it names; a failure changes nothing. */
async function prefetchPortalFiles(): Promise<void> {
  try {
    const answer = await fetch('/index.html', { credentials: 'omit', priority: 'low' } as RequestInit);
    if (!answer.ok) return;
    for (const file of portalFilesOf(await answer.text())) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      if (file.endsWith('.js')) link.crossOrigin = '';
      document.head.append(link);
    }
  } catch {
    // Offline or blocked: the next page loads its files itself.
  }
}

/**
 * Prefetches the SPA's files the first time `form` is typed in (or filled by a password manager) or pressed on; not
 * on page load, so the light page itself loads as light as before.
 */
export function prefetchPortalOnFirstUse(target: EventTarget = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    target.removeEventListener('input', start);
    target.removeEventListener('pointerdown', start);
    void prefetchPortalFiles();
  };
  target.addEventListener('input', start);
  target.addEventListener('pointerdown', start);
}
