/**
 * Link previews of the public showreel page (issue 9, SPEC §2 /public/showreels/{showreel} and /public/showreels/v3/{showreel}):
 * the SPA's index.html with the reel's title, description, `og:` and Twitter card tags written into its head on the
 * server, so chat apps and social sites that do not run JavaScript show the reel. Addresses come from PUBLIC_URL (never
 * from request headers); the image is the stable thumbnail route, which redirects to a fresh signed URL.
 */
import type { Database } from '@insight/db';
import * as repo from './showreels.repository';
import { isUuid } from '../../core/sql';

const PUBLIC_SHOWREEL_PAGE = /^\/public\/showreels\/(?:v3\/)?([^/]+)\/?$/;

/** Whether `pathname` is a public showreel page (`/public/showreels/{id}` or `/public/showreels/v3/{id}`), whatever the id. */
export function isPublicShowreelPage(pathname: string): boolean {
  return PUBLIC_SHOWREEL_PAGE.test(pathname);
}

/** The page address of a public showreel route: the reel id of `/public/showreels/{id}` or `/public/showreels/v3/{id}`, else null. */
export function publicShowreelIdOf(pathname: string): string | null {
  const match = PUBLIC_SHOWREEL_PAGE.exec(pathname);
  return match && isUuid(decodeURIComponent(match[1])) ? decodeURIComponent(match[1]) : null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a link preview shows: title, description, page URL and image URL (absolute); and `data`, the API answer the page
 * starts from (a path), which the browser is told to fetch at once, while the page's scripts load (issue 15).
 */
export type PageMeta = { title: string; description: string; url: string; image: string | null; data?: string };

/** `html` with `meta` in its head: `<title>`, description, og:* and twitter:* tags (values escaped), the data preload. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeAttribute(meta.description)}">`,
    `<meta property="og:type" content="video.other">`,
    `<meta property="og:site_name" content="Insight Portal">`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}">`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeAttribute(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeAttribute(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}">`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeAttribute(meta.image)}">`] : []),
    // Same mode and credentials as the page's own fetch (CORS, same-origin), so the browser hands it this answer.
    ...(meta.data ? [`<link rel="preload" as="fetch" href="${escapeAttribute(meta.data)}" crossorigin="anonymous">`] : []),
  ].join('\n    ');
  const title = `<title>${escapeAttribute(meta.title)} · Insight Portal</title>`;
  const withTitle = /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, title) : html.replace('</head>', `${title}\n</head>`);
  // Any description the SPA's page had is replaced by the reel's.
  return withTitle.replace(/<meta name="description"[^>]*>\s*/g, '').replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * The preview of published showreel `id` for the page at `pathname`, with addresses under `publicUrl`; null for an
 * unknown or unpublished reel (the page then stays the plain SPA, which shows the not-published text).
 */
export async function publicShowreelMeta(db: Database, id: string, pathname: string, publicUrl: string): Promise<PageMeta | null> {
  const row = await repo.findPublishedShowreel(db, id);
  if (!row) return null;
  const context = await repo.publicContextOf(db, row);
  const base = publicUrl.replace(/\/+$/, '');
  const about = [context.clientName, context.studyTitle].filter(Boolean).join(' · ');
  const description = row.description.trim() || (about ? `A showreel of ${about}` : 'A showreel of research interviews');
  const hasImage = row.status === 'READY' && Boolean(row.thumbnailKey);
  return {
    title: row.title,
    description,
    url: `${base}${pathname}`,
    image: hasImage ? `${base}/api/v1/public/published_showreels/${row.id}/thumbnail` : null,
    data: `/api/v1/public/published_showreels/${row.id}`,
  };
}

/** The thumbnail key of a published, rendered showreel `id`, or null (unknown, malformed, unpublished, not rendered). */
export async function publicThumbnailKey(db: Database, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const row = await repo.findPublishedShowreel(db, id);
  return row && row.status === 'READY' ? row.thumbnailKey : null;
}
