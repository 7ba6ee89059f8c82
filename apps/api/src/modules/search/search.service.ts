/** Global search (issue 14): every kind at once, each only of studies the viewer may see (SPEC §6 project access). */
import type { SearchQuery } from '@insight/contracts';
import type { Database } from '@insight/db';
import { invalidField } from '../../core/app-error';
import { searchQuotes } from '../quotes';
import * as repo from './search.repository';

/**
 * Hits of every kind for `query` (best first, up to `limit` each) and the titles of the studies they belong to; notes are
 * the team's and the viewer `viewerId`'s own private ones.
 */
export async function search(db: Database, clientId: string, viewerId: string, query: SearchQuery, visibleProjectIds: string[] | null) {
  const q = query.q.trim();
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (from && to && to < from) throw invalidField('to', 'lies before from');
  const filters: repo.SearchFilters = { studyId: query.study_id, segmentId: query.segment_id, language: query.language, from, to, visibleProjectIds };
  // A tag filter applies to quotes only: the other kinds carry no tags, so they answer none.
  const tagged = Boolean(query.tag_id);
  const [quotes, transcripts, notes, insights, studies] = await Promise.all([
    searchQuotes(
      db,
      clientId,
      q,
      {
        studyId: query.study_id,
        segmentIds: query.segment_id ? [query.segment_id] : undefined,
        tagIds: query.tag_id ? [query.tag_id] : undefined,
        language: query.language,
        createdFrom: from,
        createdTo: to,
      },
      query.limit,
      visibleProjectIds,
    ),
    tagged ? [] : repo.searchTranscriptLines(db, clientId, q, filters, query.limit),
    tagged ? [] : repo.searchNotes(db, clientId, viewerId, q, filters, query.limit),
    tagged || query.segment_id ? [] : repo.searchInsights(db, clientId, q, filters, query.limit),
    tagged || query.segment_id ? [] : repo.searchStudies(db, clientId, q, filters, query.limit),
  ]);
  const studyIds = [
    ...new Set([
      ...quotes.map((r) => r.quote.studyId),
      ...transcripts.map((r) => r.study_id),
      ...notes.map((r) => r.study_id),
      ...insights.map((r) => r.studyId),
    ]),
  ];
  const titles = await repo.studyTitles(db, clientId, studyIds);
  return { quotes, transcripts, notes, insights, studies, titles };
}

/**
 * The best `limit` transcript lines matching `q` (full text, the transcript's language and English; ranked among the
 * newest interviews' matches first, decision 0230) of the client's studies in `visibleProjectIds` (null: all), for the
 * assistant (issue 12); each with its transcript id, position and `ts_rank`, spans in seconds.
 */
export function bestTranscriptLines(db: Database, clientId: string, q: string, visibleProjectIds: string[] | null, limit: number) {
  return repo.searchTranscriptLines(db, clientId, q, { visibleProjectIds }, limit);
}
