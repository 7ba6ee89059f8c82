/** Row types of every table: `XRow` is what a select returns, `NewXRow` what an insert takes. */
import type {
  analyses,
  articles,
  boards,
  businessQuestions,
  categories,
  clients,
  insights,
  interviews,
  interviewTranscripts,
  invitations,
  passwordResetTokens,
  projects,
  quotes,
  recruitmentItems,
  refreshTokens,
  roles,
  segmentGroups,
  segments,
  showreelQuotes,
  showreels,
  stories,
  studies,
  studyMaterials,
  studyTemplates,
  studyTypes,
  tags,
  tasks,
  users,
} from './schema/index';

/** A clients row. */ export type ClientRow = typeof clients.$inferSelect;
/** A clients insert. */ export type NewClientRow = typeof clients.$inferInsert;
/** A roles row. */ export type RoleRow = typeof roles.$inferSelect;
/** A roles insert. */ export type NewRoleRow = typeof roles.$inferInsert;
/** A users row. */ export type UserRow = typeof users.$inferSelect;
/** A users insert. */ export type NewUserRow = typeof users.$inferInsert;
/** A refresh_tokens row. */ export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
/** An invitations row. */ export type InvitationRow = typeof invitations.$inferSelect;
/** A password_reset_tokens row. */ export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
/** A projects row. */ export type ProjectRow = typeof projects.$inferSelect;
/** A projects insert. */ export type NewProjectRow = typeof projects.$inferInsert;
/** A studies row. */ export type StudyRow = typeof studies.$inferSelect;
/** A studies insert. */ export type NewStudyRow = typeof studies.$inferInsert;
/** A tags row. */ export type TagRow = typeof tags.$inferSelect;
/** A categories row. */ export type CategoryRow = typeof categories.$inferSelect;
/** A segment_groups row. */ export type SegmentGroupRow = typeof segmentGroups.$inferSelect;
/** A segments row. */ export type SegmentRow = typeof segments.$inferSelect;
/** A segments insert. */ export type NewSegmentRow = typeof segments.$inferInsert;
/** A business_questions row. */ export type BusinessQuestionRow = typeof businessQuestions.$inferSelect;
/** A tasks row. */ export type TaskRow = typeof tasks.$inferSelect;
/** A tasks insert. */ export type NewTaskRow = typeof tasks.$inferInsert;
/** A study_materials row. */ export type StudyMaterialRow = typeof studyMaterials.$inferSelect;
/** A recruitment_items row. */ export type RecruitmentItemRow = typeof recruitmentItems.$inferSelect;
/** An interviews row. */ export type InterviewRow = typeof interviews.$inferSelect;
/** An interviews insert. */ export type NewInterviewRow = typeof interviews.$inferInsert;
/** An interview_transcripts row. */ export type InterviewTranscriptRow = typeof interviewTranscripts.$inferSelect;
/** A quotes row. */ export type QuoteRow = typeof quotes.$inferSelect;
/** A quotes insert (set `searchConfig` with `searchConfigFor(language)`). */ export type NewQuoteRow = typeof quotes.$inferInsert;
/** An insights row. */ export type InsightRow = typeof insights.$inferSelect;
/** An analyses row. */ export type AnalysisRow = typeof analyses.$inferSelect;
/** A showreels row. */ export type ShowreelRow = typeof showreels.$inferSelect;
/** A showreels insert. */ export type NewShowreelRow = typeof showreels.$inferInsert;
/** A showreel_quotes row. */ export type ShowreelQuoteRow = typeof showreelQuotes.$inferSelect;
/** A boards row. */ export type BoardRow = typeof boards.$inferSelect;
/** A stories row. */ export type StoryRow = typeof stories.$inferSelect;
/** A study_types row. */ export type StudyTypeRow = typeof studyTypes.$inferSelect;
/** A study_templates row. */ export type StudyTemplateRow = typeof studyTemplates.$inferSelect;
/** An articles row. */ export type ArticleRow = typeof articles.$inferSelect;
