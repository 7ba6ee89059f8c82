/**
 * Wire shapes the SPA reads: type-only re-exports of `@insight/contracts` (erased at build, so no zod in the bundle),
 * plus the generic list wrappers. Times inside media are seconds.
 */
import type { CursorMeta, PageMeta } from '@insight/contracts';

export type {
  Analysis,
  AnalysisImport,
  Board,
  BusinessQuestion,
  BusinessQuestionDetail,
  Category,
  Chart,
  HighlightedInterview,
  Insight,
  InsightSummary,
  Interview,
  KeyTakeaways,
  ListedQuote,
  Project,
  ProjectStudy,
  Quote,
  RecruitmentItem,
  Segment,
  SegmentDetail,
  SegmentGroupDetail,
  Story,
  StoryQuote,
  StoryShowreel,
  StorySlide,
  StoryVideo,
  Study,
  StudyDesignSection,
  StudyMaterial,
  StudySummary,
  Tag,
  Task,
  TaskBase,
  Transcript,
  Podcast,
  StoryObjective,
  StoryObjectiveInsight,
  TranscriptChunk,
  TranscriptSection,
  Translation,
  VideoUrls,
} from '@insight/contracts';

/** A page-numbered list answer (`meta.page` is 1-based): studies, projects. */
export type Page<T> = { data: T[]; meta: PageMeta };
/** A cursor list answer (`meta.next_cursor` is null on the last page): interviews, quotes, stories. */
export type CursorPage<T> = { data: T[]; meta: CursorMeta };
/** Counts of a study or segment: any subset, `showreels` as a number or `{ custom }` (SPEC §3 counts). */
export type CountsLike = Partial<{
  interviews: number;
  quotes: number;
  insights: number;
  business_questions: number;
  showreels: number | { custom: number; curated?: number };
}>;

/** A single-item answer. */
export type Item<T> = { data: T };
