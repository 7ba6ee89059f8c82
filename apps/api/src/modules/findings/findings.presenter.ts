/** Maps findings rows to packages/contracts/src/insight.ts (SPEC §3 Insight, Chart, Analysis). Pure. */
import type { Analysis, BusinessQuestion, BusinessQuestionDetail, Chart, Insight, InsightSummary, ObjectiveInsights, Quote } from '@insight/contracts';
import type { MediaUrls } from '../../core/media-urls';
import type { ChartRow } from './charts.repository';
import type { AnalysisRow, InsightRow } from './findings.repository';
import type { BusinessQuestionListRow } from './findings.service';

/** An analysis' podcast: the signed file with its transcript, or null while none is made. */
function podcastOf(ref: AnalysisRow['podcast'], urls: MediaUrls): Analysis['podcast'] {
  const media = urls.media(ref);
  return media && ref ? { ...media, transcript: ref.transcript ?? [] } : null;
}

/** A computed chart on the wire (SPEC §3 Chart): points in order, percent values, total and average. */
export function presentChart(row: ChartRow): Chart {
  return {
    task: {
      id: row.taskId,
      text: row.text,
      type: row.type,
      position_name: row.positionName,
      business_question: row.businessQuestionId ? { id: row.businessQuestionId } : null,
    },
    points: row.points,
    average_value: row.averageValue,
    total_count: row.totalCount,
  };
}

/** An insight in a list with its charts (`charts` by task id; tasks without a chart are left out). */
export function presentInsightSummary(row: InsightRow, charts: ReadonlyMap<string, ChartRow>, urls: MediaUrls): InsightSummary {
  const image = urls.url(row.coverImageKey);
  return {
    id: row.id,
    study_id: row.studyId,
    business_question: row.businessQuestionId && row.businessQuestionTitle !== null ? { id: row.businessQuestionId, title: row.businessQuestionTitle } : null,
    title: row.title,
    label: row.label,
    lead: row.lead,
    position: row.position,
    cover_image: image,
    thumbnail: image,
    tasks: row.taskIds.map((id) => ({ id })),
    charts: row.taskIds.flatMap((id) => (charts.has(id) ? [presentChart(charts.get(id)!)] : [])),
    counts: { quotes: row.quoteCount },
    showreel: row.showreelId && row.showreelType ? { id: row.showreelId, type: row.showreelType } : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One insight: the summary plus content, key takeaways, its quotes (already presented) and previous/next ids. */
export function presentInsight(
  row: InsightRow,
  parts: { charts: ReadonlyMap<string, ChartRow>; quotes: Quote[]; previous: string | null; next: string | null },
  urls: MediaUrls,
): Insight {
  return {
    ...presentInsightSummary(row, parts.charts, urls),
    content: row.content,
    key_takeaways: row.keyTakeaways ?? null,
    quotes: parts.quotes,
    previous: parts.previous ? { id: parts.previous } : null,
    next: parts.next ? { id: parts.next } : null,
  };
}

/** An analysis (SPEC §3 Analysis): media signed; `presentation` the export call that builds its deck. */
export function presentAnalysis(row: AnalysisRow, questions: { id: string; title: string }[], urls: MediaUrls): Analysis {
  return {
    id: row.id,
    study_id: row.studyId,
    title: row.title,
    lead: row.lead,
    business_questions: questions,
    cover_image: urls.url(row.coverImageKey),
    cover_video: urls.media(row.coverVideo),
    intro_video: urls.media(row.introVideo),
    key_takeaways: row.keyTakeaways ?? null,
    podcast: podcastOf(row.podcast, urls),
    presentation: row.presentation ? urls.url(row.presentation) : null,
    showreel: row.showreelId && row.showreelType ? { id: row.showreelId, type: row.showreelType } : null,
    tags: row.tags,
    categories: row.categoryIds.map((id) => ({ id })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The parts of a business-question page, as the service gathers them. */
export type BusinessQuestionParts = {
  question: { id: string; studyId: string; title: string; description: string; position: number; updatedAt: Date };
  tasks: { id: string; type: Chart['task']['type']; text: string; positionName: string }[];
  insights: InsightRow[];
  charts: ReadonlyMap<string, ChartRow>;
  showreels: BusinessQuestionDetail['showreels'];
  counts: { insights: number; quotes: number };
};

/** A business question with its tasks, insights, charts and showreels (SPEC §2 business question page). */
export function presentBusinessQuestionDetail(parts: BusinessQuestionParts, urls: MediaUrls): BusinessQuestionDetail {
  const q = parts.question;
  return {
    id: q.id,
    study_id: q.studyId,
    title: q.title,
    description: q.description,
    position: q.position,
    tasks: parts.tasks.map((t) => ({ id: t.id, text: t.text, type: t.type, position_name: t.positionName })),
    insights: parts.insights.map((row) => presentInsightSummary(row, parts.charts, urls)),
    charts: parts.tasks.flatMap((t) => (parts.charts.has(t.id) ? [presentChart(parts.charts.get(t.id)!)] : [])),
    showreels: parts.showreels,
    counts: parts.counts,
    updated_at: q.updatedAt.toISOString(),
  };
}

/** A business question (objective) in a list with its task refs and counts. */
export function presentBusinessQuestion(row: BusinessQuestionListRow): BusinessQuestion {
  return {
    id: row.question.id,
    study_id: row.question.studyId,
    title: row.question.title,
    description: row.question.description,
    position: row.question.position,
    tasks: row.taskIds.map((id) => ({ id })),
    counts: row.counts,
    updated_at: row.question.updatedAt.toISOString(),
  };
}

/** Objectives with their study id and insights (charts included), media signed (GET /v3/stories/{id}/objectives). */
export function presentStoryObjectives(
  parts: {
    questions: { id: string; studyId: string; title: string; description: string; position: number }[];
    rows: InsightRow[];
    charts: ReadonlyMap<string, ChartRow>;
  },
  urls: MediaUrls,
): (ObjectiveInsights & { study_id: string })[] {
  return parts.questions.map((q) => ({
    id: q.id,
    study_id: q.studyId,
    title: q.title,
    description: q.description,
    position: q.position,
    insights: parts.rows.filter((row) => row.businessQuestionId === q.id).map((row) => presentInsightSummary(row, parts.charts, urls)),
  }));
}
