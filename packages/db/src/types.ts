/** Row types of every table: `XRow` is what a select returns, `NewXRow` what an insert takes. */
import type {
  boards,
  categories,
  interviewTranscripts,
  interviews,
  projects,
  recruitmentItems,
  segmentGroups,
  segments,
  stories,
  studies,
  studyMaterials,
  tags,
  tasks,
  users,
} from './schema/index';

/** A users row. */ export type UserRow = typeof users.$inferSelect;
/** A projects row. */ export type ProjectRow = typeof projects.$inferSelect;
/** A studies row. */ export type StudyRow = typeof studies.$inferSelect;
/** A tags row. */ export type TagRow = typeof tags.$inferSelect;
/** A categories row. */ export type CategoryRow = typeof categories.$inferSelect;
/** A segment_groups row. */ export type SegmentGroupRow = typeof segmentGroups.$inferSelect;
/** A segments row. */ export type SegmentRow = typeof segments.$inferSelect;
/** A tasks row. */ export type TaskRow = typeof tasks.$inferSelect;
/** A study_materials row. */ export type StudyMaterialRow = typeof studyMaterials.$inferSelect;
/** A recruitment_items row. */ export type RecruitmentItemRow = typeof recruitmentItems.$inferSelect;
/** An interviews row. */ export type InterviewRow = typeof interviews.$inferSelect;
/** An interview_transcripts row. */ export type InterviewTranscriptRow = typeof interviewTranscripts.$inferSelect;
/** A stories row. */ export type StoryRow = typeof stories.$inferSelect;
/** A boards row. */ export type BoardRow = typeof boards.$inferSelect;
