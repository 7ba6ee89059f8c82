/**
 * Resolve rules (SPEC §7 GET /v3/{studies,segments,interviews}/resolve/{id}): an id in another form — the resource's
 * own id, the id of something inside it (segment, segment group, interview, quote) or the source system's
 * `socrat_study_id` — leads to one resource of the scope's client and its canonical page. Only the client in scope is
 * searched and a study outside the viewer's projects counts as absent: anything else is a 404 with the resource's text.
 */
import { ERROR_TEXTS, type ResolvedResource } from '@insight/contracts';
import type { Database } from '@insight/db';
import { notFound } from '../../core/app-error';
import type { ClientScope } from '../../core/client-scope';
import { isStudyVisible } from '../../core/project-visibility';
import { isUuid } from '../../core/sql';
import * as repo from './resolve.repository';

type Match = ResolvedResource['matched'];
type Found = { location: repo.Location; matched: Match } | null;

/** The first of `lookups` that finds something (in order), tagged with its form. */
async function firstFound(lookups: [Match, () => Promise<repo.Location | null>][]): Promise<Found> {
  for (const [matched, lookup] of lookups) {
    const location = await lookup();
    if (location) return { location, matched };
  }
  return null;
}

const enc = encodeURIComponent;

/** The resolved answer for `location` shown as `type` (routes as the web's config/paths.ts builds them). */
function answer(scope: ClientScope, type: ResolvedResource['type'], found: { location: repo.Location; matched: Match }, groupTitle?: string): ResolvedResource {
  const { location, matched } = found;
  const common = {
    matched,
    client_id: scope.clientId,
    study_id: location.studyId,
    segment_id: location.segmentId,
    segment_group_id: location.segmentGroupId,
    interview_id: location.interviewId,
  };
  switch (type) {
    case 'study':
      return { ...common, type, id: location.studyId, title: location.studyTitle, route: `/studies/${enc(location.studyId)}` };
    case 'segment_group':
      return { ...common, type, id: location.segmentGroupId!, title: groupTitle ?? '', route: `/study-segment-groups/${enc(location.segmentGroupId!)}` };
    case 'segment':
      return { ...common, type, id: location.segmentId!, title: location.segmentTitle ?? '', route: `/study-segments/${enc(location.segmentId!)}` };
    case 'interview':
      return {
        ...common,
        type,
        id: location.interviewId!,
        title: location.interviewTitle ?? '',
        route: `/study-segments/${enc(location.segmentId!)}/interviews/${enc(location.interviewId!)}`,
      };
  }
}

/** 404 unless `found` lies in a study the scope may see. */
async function visible(db: Database, scope: ClientScope, found: Found, text: string): Promise<NonNullable<Found>> {
  if (!found || !(await isStudyVisible(db, found.location.studyId, scope.projectIds))) throw notFound(text);
  return found;
}

/**
 * GET /v3/studies/resolve/{id}: a study id, a `socrat_study_id`, or the id of a segment, segment group, interview or
 * quote of the study → the study and `/studies/{id}`; else 404 'Study not found'.
 */
export async function resolveStudy(db: Database, scope: ClientScope, given: string): Promise<ResolvedResource> {
  const c = scope.clientId;
  const lookups: [Match, () => Promise<repo.Location | null>][] = isUuid(given)
    ? [
        ['id', () => repo.studyById(db, c, given)],
        ['segment_id', () => repo.segmentById(db, c, given)],
        ['segment_group_id', () => repo.segmentGroupById(db, c, given)],
        ['interview_id', () => repo.interviewById(db, c, given)],
        ['quote_id', () => repo.interviewOfQuote(db, c, given)],
        ['socrat_study_id', () => repo.studyBySocratId(db, c, given)],
      ]
    : [['socrat_study_id', () => repo.studyBySocratId(db, c, given)]];
  return answer(scope, 'study', await visible(db, scope, await firstFound(lookups), ERROR_TEXTS.studyNotFound));
}

/**
 * GET /v3/segments/resolve/{id}: a segment id, the id of an interview or quote in it → the segment; a segment group id →
 * the group (`type` segment_group); a study id or `socrat_study_id` → the study's first segment; else 404 'Segment not found'.
 */
export async function resolveSegment(db: Database, scope: ClientScope, given: string): Promise<ResolvedResource> {
  const c = scope.clientId;
  const text = 'Segment not found';
  if (isUuid(given)) {
    const group = await repo.segmentGroupById(db, c, given);
    if (group) return answer(scope, 'segment_group', await visible(db, scope, { location: group, matched: 'id' }, text), group.groupTitle);
  }
  const firstOfStudy = async (study: Promise<repo.Location | null>) => {
    const found = await study;
    return found ? repo.firstSegmentOfStudy(db, c, found.studyId) : null;
  };
  const lookups: [Match, () => Promise<repo.Location | null>][] = isUuid(given)
    ? [
        ['id', () => repo.segmentById(db, c, given)],
        ['interview_id', () => repo.interviewById(db, c, given)],
        ['quote_id', () => repo.interviewOfQuote(db, c, given)],
        ['study_id', () => firstOfStudy(repo.studyById(db, c, given))],
        ['socrat_study_id', () => firstOfStudy(repo.studyBySocratId(db, c, given))],
      ]
    : [['socrat_study_id', () => firstOfStudy(repo.studyBySocratId(db, c, given))]];
  return answer(scope, 'segment', await visible(db, scope, await firstFound(lookups), text));
}

/** GET /v3/interviews/resolve/{id}: an interview id or the id of a quote in it → the interview and its page; else 404 'Interview not found'. */
export async function resolveInterview(db: Database, scope: ClientScope, given: string): Promise<ResolvedResource> {
  const c = scope.clientId;
  const lookups: [Match, () => Promise<repo.Location | null>][] = isUuid(given)
    ? [
        ['id', () => repo.interviewById(db, c, given)],
        ['quote_id', () => repo.interviewOfQuote(db, c, given)],
      ]
    : [];
  return answer(scope, 'interview', await visible(db, scope, await firstFound(lookups), ERROR_TEXTS.interviewNotFound));
}
