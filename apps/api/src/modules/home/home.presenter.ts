/** Maps article and notice rows to packages/contracts/src/home.ts. Pure: rows in, wire shapes out. */
import type { Article, Notice } from '@insight/contracts';
import type { articles, notices } from '@insight/db';
import type { MediaUrls } from '../../core/media-urls';

/** An article of Home: `lead` is the row's summary, `link` its url; the picture a signed storage URL, else its `imageUrl`. */
export function presentArticle(row: typeof articles.$inferSelect, urls: MediaUrls): Article {
  return {
    id: row.id,
    client_id: row.clientId,
    title: row.title,
    lead: row.summary,
    image_url: urls.url(row.imageKey) ?? row.imageUrl,
    link: row.url,
    position: row.position,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A news notice. */
export function presentNotice(row: typeof notices.$inferSelect): Notice {
  return {
    id: row.id,
    client_id: row.clientId,
    message: row.message,
    link: row.link,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
