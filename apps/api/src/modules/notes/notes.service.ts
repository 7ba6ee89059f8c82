/**
 * Note rules (issue 14): notes sit on a moment of an interview the viewer may see (or a quote of it); PRIVATE notes are
 * read by their author only (to anyone else they do not exist: 404), TEAM notes by every researcher who sees the study;
 * only the author changes or deletes a note (403); a stale `updated_at` is a 409.
 */
import type { CreateNoteInput, NotesQuery } from '@insight/contracts';
import type { Database } from '@insight/db';
import { AppError, invalidField, notFound } from '../../core/app-error';
import { getInterview } from '../interviews';
import * as repo from './notes.repository';

// Note times may exceed the interview's stored duration by this much (seconds): rounding of probed durations.
const DURATION_SLACK = 0.05;

const noteNotFound = () => notFound('Note not found');

/** The notes of a visible interview (404 'Interview not found' otherwise) the viewer may read, in time order. */
export async function listNotes(db: Database, clientId: string, viewerId: string, interviewId: string, query: NotesQuery, projectIds: string[] | null) {
  await getInterview(db, clientId, interviewId, projectIds);
  return repo.listNotes(db, clientId, interviewId, viewerId, query.q?.trim() || undefined);
}

/** Adds a note to a moment of a visible interview; 400 naming `end` or `quote_id` for a moment or quote not of it. */
export async function createNote(db: Database, clientId: string, viewerId: string, interviewId: string, body: CreateNoteInput, projectIds: string[] | null) {
  const interview = await getInterview(db, clientId, interviewId, projectIds);
  if (body.end < body.start) throw invalidField('end', 'lies before start');
  if (interview.duration > 0 && body.end > interview.duration + DURATION_SLACK)
    throw invalidField('end', `is after the interview ends (${interview.duration} s)`);
  if (body.quote_id && !(await repo.isQuoteOfInterview(db, clientId, interviewId, body.quote_id)))
    throw invalidField('quote_id', 'is not a quote of this interview');
  const id = await repo.insertNote(db, {
    clientId,
    studyId: interview.studyId,
    interviewId,
    quoteId: body.quote_id ?? null,
    authorId: viewerId,
    visibility: body.visibility ?? 'TEAM',
    start: body.start,
    end: body.end,
    body: body.body,
  });
  return (await repo.findNote(db, clientId, id, viewerId))!;
}

/** A note the viewer may read in an interview they may see; 404 'Note not found' otherwise. */
async function readableNote(db: Database, clientId: string, viewerId: string, id: string, projectIds: string[] | null) {
  const row = await repo.findNote(db, clientId, id, viewerId);
  if (!row) throw noteNotFound();
  try {
    await getInterview(db, clientId, row.note.interviewId, projectIds);
  } catch {
    throw noteNotFound();
  }
  return row;
}

/** The author's note with new text or visibility; 403 for someone else's team note; 409 when `updated_at` is stale. */
export async function updateNote(
  db: Database,
  clientId: string,
  viewerId: string,
  id: string,
  changes: { body?: string; visibility?: 'PRIVATE' | 'TEAM'; updated_at: string },
  projectIds: string[] | null,
) {
  const row = await readableNote(db, clientId, viewerId, id, projectIds);
  if (row.note.authorId !== viewerId) throw new AppError('FORBIDDEN', 'Only its author can change a note');
  const expected = new Date(changes.updated_at);
  const values = { ...(changes.body !== undefined ? { body: changes.body } : {}), ...(changes.visibility ? { visibility: changes.visibility } : {}) };
  if (Math.floor(row.note.updatedAt.getTime()) !== expected.getTime() || !(await repo.updateNote(db, clientId, id, values, expected))) {
    throw new AppError('CONFLICT', 'The note was changed meanwhile; reload it and apply your edit again');
  }
  return (await repo.findNote(db, clientId, id, viewerId))!;
}

/** Deletes the author's note; 403 for someone else's team note, 404 for one the viewer cannot read. */
export async function deleteNote(db: Database, clientId: string, viewerId: string, id: string, projectIds: string[] | null) {
  const row = await readableNote(db, clientId, viewerId, id, projectIds);
  if (row.note.authorId !== viewerId) throw new AppError('FORBIDDEN', 'Only its author can delete a note');
  await repo.deleteNote(db, clientId, id);
}
