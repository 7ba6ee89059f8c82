/**
 * Home content (SPEC §2 Home: hero, popular studies, articles; the header's news banner, 156/136 px with it).
 * Paths (under /api): GET /articles, POST /articles, PUT /articles/{id}, DELETE /articles/{id}, PUT /articles/order;
 * GET /notices/current, GET /notices, POST /notices, PUT /notices/{id}, POST /notices/{id}/dismiss.
 * Reads: every signed-in non-consumer of the client; writes: the research team (access_all_clients).
 */
import { z } from 'zod';
import { Timestamp, Uuid } from './common';
import { LIMITS } from './limits';
import { isSafeLink } from './links';

function link(field: string) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(LIMITS.linkMaxLength, { error: `${field} is too long` })
    .refine(isSafeLink, { error: `${field} must be a portal path (/…) or an http(s) URL` });
}

/** An article on Home (SPEC §2 Home articles): `published_at` null while it is a draft (only the research team sees drafts). */
export const Article = z.object({
  id: z.string(),
  client_id: z.string(),
  title: z.string(),
  lead: z.string(),
  image_url: z.string().nullable(),
  link: z.string(),
  position: z.number().int(),
  published_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** An article. */
export type Article = z.infer<typeof Article>;

/** Query of GET /articles: the client, and `drafts=true` (research team only) to list unpublished ones too. */
export const ArticlesQuery = z.object({
  client_id: Uuid.optional(),
  drafts: z.enum(['true', 'false'], { error: "drafts must be 'true' or 'false'" }).optional(),
});

/** Answer of GET /articles, in Home order. */
export const ArticlesResponse = z.object({ data: z.array(Article) });
/** Answer of GET /articles. */
export type ArticlesResponse = z.infer<typeof ArticlesResponse>;

const articleFields = {
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title is required' })
    .max(LIMITS.articleTitleMaxLength, { error: `title: at most ${LIMITS.articleTitleMaxLength} characters` }),
  lead: z
    .string({ error: 'lead must be text' })
    .trim()
    .max(LIMITS.articleLeadMaxLength, { error: `lead: at most ${LIMITS.articleLeadMaxLength} characters` }),
  image_url: link('image_url').nullable(),
  link: link('link'),
  published: z.boolean({ error: 'published must be true or false' }),
};

/** Body of POST /articles (research team): a new article of `client_id`, placed last; a draft unless `published`. */
export const CreateArticleRequest = z.strictObject({
  client_id: Uuid.optional(),
  title: articleFields.title,
  lead: articleFields.lead.default(''),
  image_url: articleFields.image_url.default(null),
  link: articleFields.link,
  published: articleFields.published.default(false),
});
/** Body of POST /articles. */
export type CreateArticleRequest = z.input<typeof CreateArticleRequest>;

/** Body of PUT /articles/{id} (research team): the fields to change; `published` publishes or withdraws. */
export const UpdateArticleRequest = z.strictObject({
  title: articleFields.title.optional(),
  lead: articleFields.lead.optional(),
  image_url: articleFields.image_url.optional(),
  link: articleFields.link.optional(),
  published: articleFields.published.optional(),
});
/** Body of PUT /articles/{id}. */
export type UpdateArticleRequest = z.input<typeof UpdateArticleRequest>;

/** Body of PUT /articles/order (research team): every article id of the client, in the new Home order. */
export const OrderArticlesRequest = z.strictObject({
  client_id: Uuid.optional(),
  ids: z.array(Uuid).min(1, { error: 'ids must list the articles' }).max(200, { error: 'ids: at most 200' }),
});
/** Body of PUT /articles/order. */
export type OrderArticlesRequest = z.input<typeof OrderArticlesRequest>;

/** Answer of one article write. */
export const ArticleResponse = z.object({ data: Article });

/** A news notice (the header banner, SPEC §2): shown to the client's users while published, until each dismisses it. */
export const Notice = z.object({
  id: z.string(),
  client_id: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  published_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** A news notice. */
export type Notice = z.infer<typeof Notice>;

/** Answer of GET /notices/current: the newest published notice the viewer has not dismissed, or null. */
export const CurrentNoticeResponse = z.object({ data: Notice.nullable() });
/** Answer of GET /notices/current. */
export type CurrentNoticeResponse = z.infer<typeof CurrentNoticeResponse>;

/** Answer of GET /notices (research team): every notice of the client, newest first. */
export const NoticesResponse = z.object({ data: z.array(Notice) });
/** Answer of GET /notices. */
export type NoticesResponse = z.infer<typeof NoticesResponse>;

const noticeMessage = z
  .string({ error: 'message is required' })
  .trim()
  .min(1, { error: 'message is required' })
  .max(LIMITS.noticeMaxLength, { error: `message: at most ${LIMITS.noticeMaxLength} characters` });

/** Body of POST /notices (research team): a notice of `client_id`; published at once unless `published` is false. */
export const CreateNoticeRequest = z.strictObject({
  client_id: Uuid.optional(),
  message: noticeMessage,
  link: link('link').nullable().default(null),
  published: z.boolean({ error: 'published must be true or false' }).default(true),
});
/** Body of POST /notices. */
export type CreateNoticeRequest = z.input<typeof CreateNoticeRequest>;

/** Body of PUT /notices/{id} (research team): change the text or link, publish or withdraw. */
export const UpdateNoticeRequest = z.strictObject({
  message: noticeMessage.optional(),
  link: link('link').nullable().optional(),
  published: z.boolean({ error: 'published must be true or false' }).optional(),
});
/** Body of PUT /notices/{id}. */
export type UpdateNoticeRequest = z.input<typeof UpdateNoticeRequest>;

/** Answer of one notice write. */
export const NoticeResponse = z.object({ data: Notice });

/** Query of the by-id article and notice routes: the client acted for. */
export const HomeClientQuery = z.object({ client_id: Uuid.optional() });
