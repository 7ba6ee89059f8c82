/** Home page content the research team manages per client (SPEC §2 Home articles, the header's news banner). */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, timestamptz } from './columns';
import { clients, users } from './tenancy';

/**
 * An article on a client's Home (SPEC §2 Home: hero, popular studies, articles): title, lead (`summary`), link (`url`: a
 * portal path or an http(s) URL), a picture (`imageKey` in storage, or an `imageUrl`); shown once published, by `position`.
 */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    summary: text().notNull().default(''),
    url: text().notNull(),
    /** Storage key of the picture (signed on the wire); wins over `imageUrl`. */
    imageKey: text(),
    /** An https URL or a portal path of the picture, when it is not in storage. */
    imageUrl: text(),
    /** Order on Home, lowest first. */
    position: integer().notNull().default(0),
    publishedAt: timestamptz(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.publishedAt), index().on(t.clientId, t.position)],
);

/** A news notice of a client shown in the header's banner (SPEC §2: header 156/136 with it) while published. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    /** Optional "Read more" target: a portal path or an http(s) URL. */
    link: text(),
    publishedAt: timestamptz(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId)],
);

/** A user's dismissal of a notice: the banner stays closed for them on every device. */
export const noticeDismissals = pgTable(
  'notice_dismissals',
  {
    noticeId: uuid()
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index().on(t.userId)],
);
