/**
 * The assistant's rules (SPEC §7 Assistant; issue 12): threads per user and client; a turn retrieves the user's visible
 * research, numbers it as sources, streams the provider's answer and stores both messages with the cited sources.
 */
import { AI_LIMITS, AI_TEXTS, type AssistantAction, type SendMessageBody } from '@insight/contracts';
import type { Database } from '@insight/db';
import { clip, isContentWord, words, type AiProvider, type ChatTurn, type SourceDoc } from '../../ai';
import type { Logger } from '../../lib/logger';
import { invalidField, notFound } from '../../core/app-error';
import * as repo from './assistant.repository';
import { enableVectorStore, pendingEmbeddings, storeEmbeddings } from './embeddings.repository';
import { latestInsights, retrieve, retrieveNearest, type RetrievedRow } from './retrieval.repository';

/** Title of a thread before its first message. */
export const NEW_THREAD_TITLE = 'New conversation';

/** A stored citation: the wire citation with the clip's storage keys instead of URLs (signed when presented). */
export type StoredCitation = {
  n: number;
  kind: RetrievedRow['kind'];
  id: string;
  title: string;
  snippet: string;
  study_id: string;
  study_title: string;
  language: string | null;
  clip: RetrievedRow['clip'];
};

/** The owner's thread or 404 'Thread not found' (another user's or client's thread too). */
export async function getThread(db: Database, owner: repo.Owner, id: string) {
  const row = await repo.findThread(db, owner, id);
  if (!row) throw notFound(AI_TEXTS.threadNotFound);
  return row;
}

/** The owner's threads, most recent first. */
export const listThreads = (db: Database, owner: repo.Owner) => repo.listThreads(db, owner);

/** Creates a thread. */
export const createThread = (db: Database, owner: repo.Owner, title?: string) => repo.insertThread(db, owner, title ?? NEW_THREAD_TITLE);

/** Renames the owner's thread. */
export async function renameThread(db: Database, owner: repo.Owner, id: string, title: string) {
  await getThread(db, owner, id);
  return repo.touchThread(db, id, title);
}

/** Deletes the owner's thread and its messages. */
export async function deleteThread(db: Database, owner: repo.Owner, id: string) {
  await getThread(db, owner, id);
  await repo.deleteThread(db, id);
}

/** The owner's thread with its messages. */
export async function getThreadWithMessages(db: Database, owner: repo.Owner, id: string) {
  const thread = await getThread(db, owner, id);
  return { thread, messages: await repo.listMessages(db, id) };
}

/** "Draft / write / prepare … a (study) brief", but not "a brief summary". */
const DRAFT_BRIEF = /\b(draft|write|create|prepare|suggest)\b[^.?!]*\bbrief\b(?!\s+(summary|overview|answer|description|look|note))/i;

/** A turn ready to answer: the thread, the question, the turns before it, and whether a brief is asked for. */
export type Turn = { thread: repo.ThreadRow; question: string; history: ChatTurn[]; mode: 'answer' | 'draft_brief' };

/**
 * Prepares a turn before anything streams (so bad input is still a 400): a new user message is stored; `regenerate`
 * drops the last answer and answers the last user message again. 400 when there is neither.
 */
export async function prepareTurn(db: Database, owner: repo.Owner, threadId: string, body: SendMessageBody): Promise<Turn> {
  const thread = await getThread(db, owner, threadId);
  // The history a model sees is short; only the newest messages are read.
  const messages = await repo.recentMessages(db, threadId, 20);
  let question: string;
  if (body.regenerate) {
    const last = messages.at(-1);
    if (last?.role === 'assistant') {
      await repo.deleteMessage(db, last.id);
      messages.pop();
    }
    const lastUser = messages.at(-1);
    if (!lastUser || lastUser.role !== 'user') throw invalidField('regenerate', 'there is no question to answer again');
    question = lastUser.content;
    messages.pop();
  } else {
    if (!body.message) throw invalidField('message', 'is required');
    question = body.message;
    await repo.insertMessage(db, { threadId, clientId: owner.clientId, role: 'user', content: question });
  }
  const title = thread.title === NEW_THREAD_TITLE ? clip(question, 80) : undefined;
  const touched = await repo.touchThread(db, threadId, title);
  const history = messages.map((m) => ({ role: m.role, content: m.content }));
  return { thread: touched, question, history, mode: DRAFT_BRIEF.test(question) ? 'draft_brief' : 'answer' };
}

/** Search words of a question: its content words joined with " or " (websearch syntax), or '' when it has none. */
export function searchTextOf(question: string): string {
  const distinct = [...new Set(words(question).filter(isContentWord))].slice(0, 12);
  return distinct.map((w) => w.replace(/['"-]/g, ' ')).join(' or ');
}

const PER_KIND = { quote: 5, insight: 3, transcript: 2, study: 2, business_question: 2 } as const;

/**
 * How the assistant finds sources, decided once at startup (decision 0171): `vector` (meaning, pgvector embeddings of
 * the embedding model, merged with full text) or `full_text` only, with the reason.
 */
export type Retrieval = { mode: 'vector'; model: string; embed: (texts: string[]) => Promise<number[][]>; log: Logger } | { mode: 'full_text'; reason: string };

/** Embeddings sent to the model per request, and the most a question embeds before it is answered (the rest next time). */
const EMBED_BATCH = 64;
const EMBED_PER_QUESTION = 512;

/**
 * Decides the retrieval at startup: vector search needs the provider's embedding model (OPENAI_EMBEDDING_MODEL) and the
 * pgvector extension (enabled here when the database has it); otherwise full text. Logs the choice.
 */
export async function chooseRetrieval(db: Database, ai: AiProvider, log: Logger): Promise<Retrieval> {
  let retrieval: Retrieval;
  if (!ai.embeddings) retrieval = { mode: 'full_text', reason: 'no embedding model (OPENAI_EMBEDDING_MODEL unset)' };
  else {
    const store = await enableVectorStore(db);
    retrieval = store.enabled
      ? { mode: 'vector', model: ai.embeddings.model, embed: (texts) => ai.embeddings!.embed(texts), log }
      : { mode: 'full_text', reason: `pgvector is not available (${store.reason})` };
  }
  if (retrieval.mode === 'vector')
    log.info({ retrieval: 'vector', embedding_model: retrieval.model }, 'assistant retrieval: vector search (pgvector) and full text');
  else log.info({ retrieval: 'full_text', reason: retrieval.reason }, 'assistant retrieval: full text only');
  return retrieval;
}

/** Embeds the client's sources that have no current embedding (new or changed), up to EMBED_PER_QUESTION. */
async function syncEmbeddings(db: Database, clientId: string, retrieval: Extract<Retrieval, { mode: 'vector' }>): Promise<void> {
  for (let done = 0; done < EMBED_PER_QUESTION; done += EMBED_BATCH) {
    const pending = await pendingEmbeddings(db, clientId, retrieval.model, EMBED_BATCH);
    if (pending.length === 0) return;
    await storeEmbeddings(db, clientId, retrieval.model, pending, await retrieval.embed(pending.map((p) => clip(p.text, 2000))));
    if (pending.length < EMBED_BATCH) return;
  }
}

/**
 * Merges ranked lists of the same kinds by reciprocal rank fusion (k = 60): a row found by meaning and by its words
 * comes first; each list is best first per kind.
 */
export function fuse(lists: RetrievedRow[][]): RetrievedRow[] {
  const merged = new Map<string, RetrievedRow>();
  for (const list of lists) {
    const position = new Map<string, number>();
    for (const row of list) {
      const at = position.get(row.kind) ?? 0;
      position.set(row.kind, at + 1);
      const key = `${row.kind}:${row.id}`;
      const score = 1 / (60 + at + 1);
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, rank: seen.rank + score } : { ...row, rank: score });
    }
  }
  return [...merged.values()];
}

/** The rows of `question` by meaning and by words; full text alone when the embedding model fails just now. */
async function hybridRows(
  db: Database,
  scope: { clientId: string; projectIds: string[] | null },
  question: string,
  search: string,
  retrieval: Extract<Retrieval, { mode: 'vector' }>,
): Promise<RetrievedRow[]> {
  const byWords = search ? await retrieve(db, scope, search, PER_KIND) : [];
  try {
    await syncEmbeddings(db, scope.clientId, retrieval);
    const [vector] = await retrieval.embed([clip(question, 2000)]);
    const byMeaning = await retrieveNearest(db, scope, retrieval.model, vector, PER_KIND);
    return fuse([byMeaning, byWords]);
  } catch (error) {
    retrieval.log.warn({ err: error }, 'assistant vector search failed; full text only');
    return byWords;
  }
}

/** The sources of a question in the scope's visible research, best first, numbered from 1 (at most AI_LIMITS.retrievalLimit). */
export async function findSources(
  db: Database,
  scope: { clientId: string; projectIds: string[] | null },
  question: string,
  retrieval: Retrieval = { mode: 'full_text', reason: 'not configured' },
): Promise<StoredCitation[]> {
  const search = searchTextOf(question);
  let found: RetrievedRow[];
  if (retrieval.mode === 'vector') found = await hybridRows(db, scope, question, search, retrieval);
  else found = search ? await retrieve(db, scope, search, PER_KIND) : [];
  if (found.length === 0 && !search) found = await latestInsights(db, scope, 3);
  // Best first, but keep variety: interleave kinds by their own rank order.
  const byKind = new Map<string, RetrievedRow[]>();
  for (const row of found.sort((a, b) => b.rank - a.rank)) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  const picked: RetrievedRow[] = [];
  while (picked.length < AI_LIMITS.retrievalLimit && [...byKind.values()].some((list) => list.length > 0)) {
    for (const list of byKind.values()) {
      const next = list.shift();
      if (next && picked.length < AI_LIMITS.retrievalLimit) picked.push(next);
    }
  }
  return picked.map((row, i) => ({
    n: i + 1,
    kind: row.kind,
    id: row.id,
    title: row.title,
    snippet: clip(row.textEn && row.language !== 'en' ? `${row.text} — ${row.textEn}` : row.text, 400),
    study_id: row.studyId,
    study_title: row.studyTitle,
    language: row.language,
    clip: row.clip,
  }));
}

/** The sources as the provider sees them. */
export function toSourceDocs(citations: StoredCitation[]): SourceDoc[] {
  return citations.map((c) => ({ n: c.n, kind: c.kind, title: c.title, text: c.snippet, textEn: null, studyTitle: c.study_title, language: c.language }));
}

/** The citation numbers `[n]` used in `text`. */
export function citedNumbers(text: string): Set<number> {
  return new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])));
}

/** The draft brief of a draft answer: the lines from "Objective:" to "Decisions to inform: …", or the whole answer. */
export function briefAction(text: string): AssistantAction {
  const start = text.search(/Objective:/i);
  const endMatch = /Decisions to inform:[^\n]*/i.exec(text);
  const brief = start >= 0 && endMatch ? text.slice(start, endMatch.index + endMatch[0].length) : text;
  return { type: 'start_study_from_brief', brief: brief.replace(/\s*\[\d+\]/g, '').trim() };
}

/** Stores the answer of a turn (complete, aborted or error) with the citations it used. */
export async function storeAnswer(
  db: Database,
  owner: repo.Owner,
  turn: Turn,
  answer: { text: string; citations: StoredCitation[]; action: AssistantAction | null; status: 'complete' | 'aborted' | 'error' },
  ai: AiProvider,
) {
  const cited = citedNumbers(answer.text);
  const citations = cited.size ? answer.citations.filter((c) => cited.has(c.n)) : answer.citations;
  return repo.insertMessage(db, {
    threadId: turn.thread.id,
    clientId: owner.clientId,
    role: 'assistant',
    content: answer.text,
    citations: citations as unknown as Record<string, unknown>[],
    action: answer.action as Record<string, unknown> | null,
    provider: ai.info.label,
    status: answer.status,
  });
}
