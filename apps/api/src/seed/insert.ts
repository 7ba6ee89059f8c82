/** Writes the demo workspace rows in one transaction, guarded so that only one process ever seeds a database. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  analyses,
  analysisCategories,
  articles,
  boardCategories,
  boards,
  businessQuestions,
  categories,
  clients,
  insightQuotes,
  insights,
  insightTasks,
  interviews,
  interviewTranscripts,
  participantAnswers,
  projects,
  projectUsers,
  quotes,
  recruitmentItems,
  roles,
  segmentGroups,
  segments,
  showreelQuotes,
  showreels,
  stories,
  studies,
  studyMaterials,
  studyTags,
  studyTemplates,
  tags,
  tasks,
  userClients,
  users,
  type Database,
} from '@insight/db';
import type { FinishedRows, WorkspaceModel } from './model';
import { syncTemplateCatalogue } from './template-catalogue';

// Arbitrary constant for pg_advisory_xact_lock: concurrent first starts seed one at a time, and the second finds clients.
const SEED_LOCK_KEY = 4_716_220_931;

/** True when the database already holds a client, i.e. the workspace was seeded (or set up by hand): never seed again. */
export async function hasAnyClient(db: Database): Promise<boolean> {
  const rows = await db.select({ id: clients.id }).from(clients).limit(1);
  return rows.length > 0;
}

/**
 * Inserts every row of `model` and `finished` in one transaction, users with `passwordHashes[i]` (same order as
 * model.users). Resolves false, writing nothing, when a client row appeared meanwhile (another process seeded).
 * Roles and study types are global and unique by name: existing ones are kept and reused.
 */
export async function insertWorkspace(db: Database, model: WorkspaceModel, finished: FinishedRows, passwordHashes: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: clients.id }).from(clients).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(roles).values(model.roles).onConflictDoNothing({ target: roles.name });
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(
        inArray(
          roles.name,
          model.roles.map((r) => r.name),
        ),
      );
    const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

    // The catalogue (types, templates) is reference data every start-up writes; the workspace links to those rows and
    // gives templates without a card image the one it generated.
    const catalogue = await syncTemplateCatalogue(tx);
    const typeIdByKey = catalogue.typeIds;
    const templateIdOf = new Map(model.templates.map((t) => [t.id as string, catalogue.templateIds.get(t.key) ?? null]));
    for (const template of model.templates) {
      const id = catalogue.templateIds.get(template.key);
      if (id && template.imageKey)
        await tx
          .update(studyTemplates)
          .set({ imageKey: template.imageKey })
          .where(and(eq(studyTemplates.id, id), isNull(studyTemplates.imageKey)));
    }

    await tx.insert(clients).values(model.clients);
    await tx.insert(users).values(
      model.users.map(({ roleName, ...user }, i) => {
        const id = roleId.get(roleName);
        if (!id) throw new Error(`role ${roleName} is missing`);
        return { ...user, roleId: id, passwordHash: passwordHashes[i] };
      }),
    );
    if (model.userClients.length) await tx.insert(userClients).values(model.userClients);
    await tx.insert(projects).values(model.projects);
    await tx.insert(projectUsers).values(model.projectUsers);
    await tx.insert(articles).values(model.articles);
    await tx.insert(tags).values(model.tags);
    await tx.insert(categories).values(model.categories);

    const templateTypeKey = new Map(model.templates.map((t) => [t.key, t.typeKey]));
    await tx.insert(studies).values(
      model.studies.map((s) => ({
        ...s.row,
        templateId: s.row.templateId ? (templateIdOf.get(s.row.templateId) ?? null) : null,
        studyTypeId: s.templateKey ? (typeIdByKey.get(templateTypeKey.get(s.templateKey) ?? '') ?? null) : null,
      })),
    );
    const all = <T>(pick: (s: WorkspaceModel['studies'][number]) => T[]) => model.studies.flatMap(pick);
    await tx.insert(studyTags).values(all((s) => s.tagLinks));
    await tx.insert(segmentGroups).values(all((s) => [s.segmentGroup]));
    await tx.insert(segments).values(all((s) => s.segments));
    await tx.insert(businessQuestions).values(all((s) => s.businessQuestions));
    await tx.insert(tasks).values(all((s) => s.tasks.filter((t) => !t.parentTaskId)));
    await tx.insert(tasks).values(all((s) => s.tasks.filter((t) => t.parentTaskId)));
    await tx.insert(studyMaterials).values(all((s) => s.materials));
    await tx.insert(recruitmentItems).values(all((s) => s.recruitment));

    if (finished.interviews.length) {
      await tx.insert(interviews).values(finished.interviews);
      await tx.insert(interviewTranscripts).values(finished.transcripts);
      await tx.insert(quotes).values(finished.quotes);
      await tx.insert(participantAnswers).values(finished.participantAnswers);
    }
    // Before insights and analyses, which refer to the curated reels.
    if (finished.showreels.length) await tx.insert(showreels).values(finished.showreels);
    if (finished.showreelQuotes.length) await tx.insert(showreelQuotes).values(finished.showreelQuotes);
    if (finished.insights.length) await tx.insert(insights).values(finished.insights);
    if (finished.insightQuotes.length) await tx.insert(insightQuotes).values(finished.insightQuotes);
    if (finished.insightTasks.length) await tx.insert(insightTasks).values(finished.insightTasks);
    if (finished.analyses.length) await tx.insert(analyses).values(finished.analyses);
    if (finished.analysisCategories.length) await tx.insert(analysisCategories).values(finished.analysisCategories);
    if (finished.boards.length) await tx.insert(boards).values(finished.boards);
    if (finished.boardCategories.length) await tx.insert(boardCategories).values(finished.boardCategories);
    if (finished.stories.length) await tx.insert(stories).values(finished.stories);
    return true;
  });
}
