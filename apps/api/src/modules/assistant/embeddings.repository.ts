/**
 * Stored embeddings for the assistant's retrieval by meaning (issue 12, decision 0171): table `ai_embeddings` with a
 * pgvector column, created at startup only when the `vector` extension can be enabled (PGlite ships it; a PostgreSQL
 * server may not have it). Rows: one per (embedding model, kind, source id), with the md5 of the embedded text so a
 * changed text is embedded again. Deleted sources vanish from results through the join back to their table.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@insight/db';
import { EMBEDDED_KINDS, EMBEDDED_SOURCES, type EmbeddedKind } from './retrieval.repository';

/**
 * Enables pgvector and creates `ai_embeddings` if they are not there. Answers false (and changes nothing) when the
 * extension is not available on this server.
 */
export async function enableVectorStore(db: Database): Promise<{ enabled: true } | { enabled: false; reason: string }> {
  try {
    await db.execute(sql`create extension if not exists vector`);
  } catch (error) {
    return { enabled: false, reason: error instanceof Error ? error.message : String(error) };
  }
  await db.execute(sql`create table if not exists ai_embeddings (
    model text not null,
    kind text not null,
    source_id uuid not null,
    client_id uuid not null references clients(id) on delete cascade,
    content_hash text not null,
    embedding vector not null,
    created_at timestamptz not null default now(),
    primary key (model, kind, source_id)
  )`);
  await db.execute(sql`create index if not exists ai_embeddings_client_idx on ai_embeddings (client_id, model, kind)`);
  return { enabled: true };
}

/** A source still to embed (new, or its text changed since it was embedded with `model`). */
export type PendingEmbedding = { kind: EmbeddedKind; id: string; text: string; hash: string };

/** Up to `limit` sources of the client that have no current embedding of `model`, kind by kind. */
export async function pendingEmbeddings(db: Database, clientId: string, model: string, limit: number): Promise<PendingEmbedding[]> {
  const found: PendingEmbedding[] = [];
  for (const kind of EMBEDDED_KINDS) {
    if (found.length >= limit) break;
    const source = EMBEDDED_SOURCES[kind];
    const result = await db.execute(
      sql`select ${source.id} as id, ${source.text} as text, md5(${source.text}) as hash from ${source.table}
        where ${source.clientId} = ${clientId} and ${source.where} and not exists (
          select 1 from ai_embeddings e where e.model = ${model} and e.kind = ${kind} and e.source_id = ${source.id} and e.content_hash = md5(${source.text}))
        limit ${limit - found.length}`,
    );
    for (const row of result.rows as { id: string; text: string; hash: string }[]) found.push({ kind, id: row.id, text: row.text, hash: row.hash });
  }
  return found;
}

/** Stores (or replaces) the embeddings of `items` for `model`; `vectors[i]` belongs to `items[i]`. */
export async function storeEmbeddings(db: Database, clientId: string, model: string, items: PendingEmbedding[], vectors: number[][]): Promise<void> {
  if (items.length === 0) return;
  const values = sql.join(
    items.map((item, i) => sql`(${model}, ${item.kind}, ${item.id}::uuid, ${clientId}::uuid, ${item.hash}, ${`[${vectors[i].join(',')}]`}::vector)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ai_embeddings (model, kind, source_id, client_id, content_hash, embedding) values ${values}
      on conflict (model, kind, source_id) do update set content_hash = excluded.content_hash, embedding = excluded.embedding, created_at = now()`,
  );
}
