/** Maps note rows to packages/contracts/src/note.ts. Pure. */
import type { Note } from '@insight/contracts';
import type { NoteRow } from './notes.repository';

/** A note on the wire (times in seconds); `is_mine` for the viewer `viewerId`. */
export function presentNote(row: NoteRow, viewerId: string): Note {
  const { note } = row;
  return {
    id: note.id,
    interview: { id: note.interviewId },
    study: { id: note.studyId },
    quote: note.quoteId ? { id: note.quoteId } : null,
    author: { id: note.authorId, name: row.authorName },
    is_mine: note.authorId === viewerId,
    visibility: note.visibility as Note['visibility'],
    start: note.start,
    end: note.end,
    body: note.body,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}
