/** Maps study rows to the wire shapes of packages/contracts/src/study.ts and friends (SPEC §3 Study; §7 Studies). Pure. */
import type { BusinessQuestion, RecruitmentItem, Study, StudySummary } from '@insight/contracts';
import type { RecruitmentItemRow } from '@insight/db';
import type { MediaUrls } from '../../core/media-urls';
import { presentSegment } from '../segments';
import type { BusinessQuestionWithCounts, SegmentWithCounts, StudyListRow } from './studies.repository';

/** The client of a study as embedded in it. */
export type StudyClientRow = { id: string; name: string; socratClientId: string | null };

/** A study in lists; `cover_image` is signed (SPEC §3 Study summary shape). */
export function presentStudySummary(
  row: StudyListRow,
  extra: { tags: { id: string; title: string }[]; client: StudyClientRow },
  urls: MediaUrls,
): StudySummary {
  return {
    id: row.id,
    study_id: row.id,
    client_id: row.clientId,
    project_id: row.projectId,
    title: row.title,
    purpose: row.purpose,
    language: row.language,
    status: row.status,
    display_status_code: row.displayStatusCode,
    data_source: row.dataSource,
    cover_image: urls.url(row.coverImageKey),
    key_takeaways: row.keyTakeaways ?? null,
    counts: {
      insights: row.counts.insights,
      interviews: row.counts.interviews,
      showreels: { custom: row.counts.customShowreels, curated: row.counts.curatedShowreels },
      quotes: row.counts.quotes,
      business_questions: row.counts.businessQuestions,
    },
    showreel: row.curatedShowreelId ? { id: row.curatedShowreelId, type: 'CURATED' } : null,
    tags: extra.tags,
    client: { id: extra.client.id, name: extra.client.name, socrat_client_id: extra.client.socratClientId },
    is_cross_segments_enabled: row.isCrossSegmentsEnabled,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A recruitment item on the wire (ages in years). */
function presentRecruitmentItem(row: RecruitmentItemRow): RecruitmentItem {
  return {
    id: row.id,
    segment_id: row.segmentId,
    method: row.method,
    age_range: { min: row.ageMin, max: row.ageMax },
    countries: row.countries,
    gender: row.gender,
    devices: row.devices.filter((d): d is RecruitmentItem['devices'][number] => d === 'DESKTOP' || d === 'MOBILE' || d === 'BOTH'),
    language: row.language,
    required_interviews: row.requiredInterviews,
    custom_criteria: row.customCriteria,
  };
}

/** Everything GET /v3/studies/{id} shows besides the study row. */
export type StudyDetailParts = {
  tags: { id: string; title: string }[];
  client: StudyClientRow;
  segments: SegmentWithCounts[];
  segmentGroups: { id: string; title: string }[];
  analyses: { id: string; title: string }[];
  recruitment: RecruitmentItemRow[];
};

/** One study in full (SPEC §3 Study incl. further fields). */
export function presentStudy(row: StudyListRow, parts: StudyDetailParts, urls: MediaUrls): Study {
  return {
    ...presentStudySummary(row, parts, urls),
    template_id: row.templateId,
    study_type_id: row.studyTypeId,
    brief: row.brief,
    recruit_method: row.recruitMethod,
    client_created: row.clientCreated,
    usertribe_producers: row.usertribeProducers,
    quality_assurance: row.qualityAssurance,
    audience: row.audience,
    socrat_study_id: row.socratStudyId,
    socrat_project_id: row.socratProjectId,
    segments: parts.segments.map(presentSegment),
    segment_groups: parts.segmentGroups,
    analyses: parts.analyses,
    recruitment: parts.recruitment.map(presentRecruitmentItem),
  };
}

/** A business question (objective) with its task refs and counts. */
export function presentBusinessQuestion(row: BusinessQuestionWithCounts): BusinessQuestion {
  return {
    id: row.question.id,
    study_id: row.question.studyId,
    title: row.question.title,
    description: row.question.description,
    position: row.question.position,
    tasks: row.taskIds.map((id) => ({ id })),
    counts: { insights: row.insights, quotes: row.quotes },
    updated_at: row.question.updatedAt.toISOString(),
  };
}
