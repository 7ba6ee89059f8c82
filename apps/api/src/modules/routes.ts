/** Registers the modules of SPEC §7 (studies, segments, segment groups, interviews + videos, quotes, tags, categories, projects, stories, showreels). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '@insight/db';
import type { JobQueue } from '../jobs/queue';
import type { ObjectStorage } from '../storage/storage';
import { categoryRoutes } from './categories/categories.routes';
import { interviewRoutes } from './interviews/interviews.routes';
import { projectRoutes } from './projects/projects.routes';
import { quoteRoutes } from './quotes/quotes.routes';
import { segmentGroupRoutes } from './segment-groups/segment-groups.routes';
import { segmentRoutes } from './segments/segments.routes';
import { showreelRoutes } from './showreels/showreels.routes';
import { storyRoutes } from './stories/stories.routes';
import { studyRoutes } from './studies/studies.routes';
import { tagRoutes } from './tags/tags.routes';

/** Options shared by the modules: the database, the storage that signs media URLs, and the job queue (renders; optional). */
export type ReadRoutesOptions = { db: Database; storage: ObjectStorage; queue?: JobQueue };

/** Registers every read module under the API prefix; every route needs a signed-in user. */
export async function readRoutes(app: FastifyInstance, opts: ReadRoutesOptions) {
  await app.register(studyRoutes, opts);
  await app.register(segmentRoutes, opts);
  await app.register(segmentGroupRoutes, opts);
  await app.register(interviewRoutes, opts);
  await app.register(quoteRoutes, opts);
  await app.register(tagRoutes, opts);
  await app.register(categoryRoutes, opts);
  await app.register(projectRoutes, opts);
  await app.register(storyRoutes, opts);
  await app.register(showreelRoutes, opts);
}
