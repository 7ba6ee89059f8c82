/** Drizzle relations for the relational query API (`db.query.<table>.findMany({ with })`). */
import { relations } from 'drizzle-orm';
import { boardCategories, boards, stories } from './boards';
import { analyses, analysisCategories, insightQuotes, insights } from './insights';
import { interviewTranscripts, interviews, quotes } from './interviews';
import { studyTemplates, studyTypes } from './marketplace';
import { projects, projectUsers } from './projects';
import { showreelQuotes, showreels } from './showreels';
import {
  businessQuestions,
  categories,
  recruitmentItems,
  segmentGroups,
  segments,
  studies,
  studyMaterials,
  studyTags,
  tags,
  tasks,
} from './studies';
import { clients, invitations, roles, userClients, users } from './tenancy';

/** Relations of clients. */
export const clientsRelations = relations(clients, ({ many }) => ({
  users: many(users),
  projects: many(projects),
  studies: many(studies),
}));

/** Relations of roles. */
export const rolesRelations = relations(roles, ({ many }) => ({ users: many(users) }));

/** Relations of users. */
export const usersRelations = relations(users, ({ one, many }) => ({
  client: one(clients, { fields: [users.clientId], references: [clients.id] }),
  role: one(roles, { fields: [users.roleId], references: [roles.id] }),
  userClients: many(userClients),
  projectUsers: many(projectUsers),
}));

/** Relations of user_clients. */
export const userClientsRelations = relations(userClients, ({ one }) => ({
  user: one(users, { fields: [userClients.userId], references: [users.id] }),
  client: one(clients, { fields: [userClients.clientId], references: [clients.id] }),
}));

/** Relations of invitations. */
export const invitationsRelations = relations(invitations, ({ one }) => ({
  client: one(clients, { fields: [invitations.clientId], references: [clients.id] }),
}));

/** Relations of projects. */
export const projectsRelations = relations(projects, ({ one, many }) => ({
  client: one(clients, { fields: [projects.clientId], references: [clients.id] }),
  studies: many(studies),
  projectUsers: many(projectUsers),
}));

/** Relations of project_users. */
export const projectUsersRelations = relations(projectUsers, ({ one }) => ({
  project: one(projects, { fields: [projectUsers.projectId], references: [projects.id] }),
  user: one(users, { fields: [projectUsers.userId], references: [users.id] }),
}));

/** Relations of studies. */
export const studiesRelations = relations(studies, ({ one, many }) => ({
  client: one(clients, { fields: [studies.clientId], references: [clients.id] }),
  project: one(projects, { fields: [studies.projectId], references: [projects.id] }),
  studyType: one(studyTypes, { fields: [studies.studyTypeId], references: [studyTypes.id] }),
  template: one(studyTemplates, { fields: [studies.templateId], references: [studyTemplates.id] }),
  segments: many(segments),
  segmentGroups: many(segmentGroups),
  businessQuestions: many(businessQuestions),
  tasks: many(tasks),
  studyMaterials: many(studyMaterials),
  recruitmentItems: many(recruitmentItems),
  studyTags: many(studyTags),
  interviews: many(interviews),
  quotes: many(quotes),
  insights: many(insights),
  analyses: many(analyses),
  showreels: many(showreels),
}));

/** Relations of tags. */
export const tagsRelations = relations(tags, ({ many }) => ({ studyTags: many(studyTags) }));

/** Relations of study_tags. */
export const studyTagsRelations = relations(studyTags, ({ one }) => ({
  study: one(studies, { fields: [studyTags.studyId], references: [studies.id] }),
  tag: one(tags, { fields: [studyTags.tagId], references: [tags.id] }),
}));

/** Relations of segment_groups. */
export const segmentGroupsRelations = relations(segmentGroups, ({ one, many }) => ({
  study: one(studies, { fields: [segmentGroups.studyId], references: [studies.id] }),
  segments: many(segments),
  stories: many(stories),
}));

/** Relations of segments. */
export const segmentsRelations = relations(segments, ({ one, many }) => ({
  study: one(studies, { fields: [segments.studyId], references: [studies.id] }),
  segmentGroup: one(segmentGroups, { fields: [segments.segmentGroupId], references: [segmentGroups.id] }),
  interviews: many(interviews),
  tasks: many(tasks),
  recruitmentItems: many(recruitmentItems),
}));

/** Relations of business_questions. */
export const businessQuestionsRelations = relations(businessQuestions, ({ one, many }) => ({
  study: one(studies, { fields: [businessQuestions.studyId], references: [studies.id] }),
  tasks: many(tasks),
  insights: many(insights),
}));

/** Relations of tasks (subtasks via `parent`/`subtasks`). */
export const tasksRelations = relations(tasks, ({ one, many }) => ({
  study: one(studies, { fields: [tasks.studyId], references: [studies.id] }),
  segment: one(segments, { fields: [tasks.segmentId], references: [segments.id] }),
  businessQuestion: one(businessQuestions, {
    fields: [tasks.businessQuestionId],
    references: [businessQuestions.id],
  }),
  parent: one(tasks, { fields: [tasks.parentTaskId], references: [tasks.id], relationName: 'subtasks' }),
  subtasks: many(tasks, { relationName: 'subtasks' }),
}));

/** Relations of study_materials. */
export const studyMaterialsRelations = relations(studyMaterials, ({ one }) => ({
  study: one(studies, { fields: [studyMaterials.studyId], references: [studies.id] }),
}));

/** Relations of recruitment_items. */
export const recruitmentItemsRelations = relations(recruitmentItems, ({ one }) => ({
  study: one(studies, { fields: [recruitmentItems.studyId], references: [studies.id] }),
  segment: one(segments, { fields: [recruitmentItems.segmentId], references: [segments.id] }),
}));

/** Relations of interviews. */
export const interviewsRelations = relations(interviews, ({ one, many }) => ({
  study: one(studies, { fields: [interviews.studyId], references: [studies.id] }),
  segment: one(segments, { fields: [interviews.segmentId], references: [segments.id] }),
  transcripts: many(interviewTranscripts),
  quotes: many(quotes),
}));

/** Relations of interview_transcripts. */
export const interviewTranscriptsRelations = relations(interviewTranscripts, ({ one }) => ({
  interview: one(interviews, { fields: [interviewTranscripts.interviewId], references: [interviews.id] }),
}));

/** Relations of quotes. */
export const quotesRelations = relations(quotes, ({ one, many }) => ({
  study: one(studies, { fields: [quotes.studyId], references: [studies.id] }),
  segment: one(segments, { fields: [quotes.segmentId], references: [segments.id] }),
  interview: one(interviews, { fields: [quotes.interviewId], references: [interviews.id] }),
  task: one(tasks, { fields: [quotes.taskId], references: [tasks.id] }),
  showreelQuotes: many(showreelQuotes),
  insightQuotes: many(insightQuotes),
}));

/** Relations of showreels. */
export const showreelsRelations = relations(showreels, ({ one, many }) => ({
  study: one(studies, { fields: [showreels.studyId], references: [studies.id] }),
  segment: one(segments, { fields: [showreels.segmentId], references: [segments.id] }),
  project: one(projects, { fields: [showreels.projectId], references: [projects.id] }),
  showreelQuotes: many(showreelQuotes),
}));

/** Relations of showreel_quotes. */
export const showreelQuotesRelations = relations(showreelQuotes, ({ one }) => ({
  showreel: one(showreels, { fields: [showreelQuotes.showreelId], references: [showreels.id] }),
  quote: one(quotes, { fields: [showreelQuotes.quoteId], references: [quotes.id] }),
}));

/** Relations of insights. */
export const insightsRelations = relations(insights, ({ one, many }) => ({
  study: one(studies, { fields: [insights.studyId], references: [studies.id] }),
  businessQuestion: one(businessQuestions, {
    fields: [insights.businessQuestionId],
    references: [businessQuestions.id],
  }),
  showreel: one(showreels, { fields: [insights.showreelId], references: [showreels.id] }),
  insightQuotes: many(insightQuotes),
}));

/** Relations of insight_quotes. */
export const insightQuotesRelations = relations(insightQuotes, ({ one }) => ({
  insight: one(insights, { fields: [insightQuotes.insightId], references: [insights.id] }),
  quote: one(quotes, { fields: [insightQuotes.quoteId], references: [quotes.id] }),
}));

/** Relations of analyses. */
export const analysesRelations = relations(analyses, ({ one, many }) => ({
  study: one(studies, { fields: [analyses.studyId], references: [studies.id] }),
  showreel: one(showreels, { fields: [analyses.showreelId], references: [showreels.id] }),
  analysisCategories: many(analysisCategories),
}));

/** Relations of analysis_categories. */
export const analysisCategoriesRelations = relations(analysisCategories, ({ one }) => ({
  analysis: one(analyses, { fields: [analysisCategories.analysisId], references: [analyses.id] }),
  category: one(categories, { fields: [analysisCategories.categoryId], references: [categories.id] }),
}));

/** Relations of boards. */
export const boardsRelations = relations(boards, ({ many }) => ({
  stories: many(stories),
  boardCategories: many(boardCategories),
}));

/** Relations of board_categories. */
export const boardCategoriesRelations = relations(boardCategories, ({ one }) => ({
  board: one(boards, { fields: [boardCategories.boardId], references: [boards.id] }),
  category: one(categories, { fields: [boardCategories.categoryId], references: [categories.id] }),
}));

/** Relations of stories. */
export const storiesRelations = relations(stories, ({ one }) => ({
  board: one(boards, { fields: [stories.boardId], references: [boards.id] }),
  segmentGroup: one(segmentGroups, { fields: [stories.segmentGroupId], references: [segmentGroups.id] }),
}));

/** Relations of study templates. */
export const studyTemplatesRelations = relations(studyTemplates, ({ one }) => ({
  studyType: one(studyTypes, { fields: [studyTemplates.studyTypeId], references: [studyTypes.id] }),
}));
