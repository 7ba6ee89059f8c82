/** Tag reads (SPEC §3 Tag; §7 GET /v3/tags), scoped to one client and its visible projects. */
import type { Database } from '@insight/db';
import type { ClientScope } from '../../core/client-scope';
import * as repo from './tags.repository';

/**
 * Tags of the client by title, optionally of one study (another client's study, or one outside `projectIds`, answers
 * none) or matching `q`; see {@link repo.listTags}.
 */
export function listTags(db: Database, scope: Pick<ClientScope, 'clientId' | 'projectIds'>, filters: { studyId?: string; q?: string }) {
  return repo.listTags(db, scope.clientId, scope.projectIds, filters);
}
