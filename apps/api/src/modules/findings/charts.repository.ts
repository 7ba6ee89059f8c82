/**
 * Charts computed in SQL from `participant_answers` (SPEC §3 Chart, Analyze-results filters): one query answers every
 * chart asked for, under the filters, with points `{title, value, count}` (value = percent of answering participants,
 * one decimal), `total_count` (answering participants) and `average_value`. Nothing is read from stored totals.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TaskType, Translation } from '@insight/contracts';
import type { Database } from '@insight/db';

/** Task types that make a chart: options (RADIO, CHECKBOX, SCORING), numbers, or the most frequent texts. */
export const CHARTABLE_TASK_TYPES = ['RADIO', 'CHECKBOX', 'SCORING', 'NUMBER', 'NUMBER_RANGE', 'FREE_TEXT', 'OPEN_LIST'] as const;

/** Most text points a FREE_TEXT / OPEN_LIST chart shows (the most frequent answers). */
const MAX_TEXT_POINTS = 10;

/**
 * Analyze-results filters in database terms: participants (interview ids), segments, interview languages, the option
 * ids whose points to show, and answers a participant must have given (task id → option ids, any of them).
 */
export type ChartFilters = {
  interviewIds?: readonly string[];
  segmentIds?: readonly string[];
  languages?: readonly string[];
  optionIds?: readonly string[];
  audience?: ReadonlyMap<string, readonly string[]>;
};

/** One chart row as computed: task fields, points in option/scale/value order, total and average. */
export type ChartRow = {
  taskId: string;
  type: TaskType;
  positionName: string;
  text: string;
  businessQuestionId: string | null;
  points: { title: string; value: number; count: number; option_id: string | null }[];
  totalCount: number;
  averageValue: number | null;
};

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;
// Ids are validated UUIDs: compared as uuid so the indexes on the uuid columns apply.
const uuidList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  );

/** Conditions on an answer row `a` that keep only participants matching the filters. */
function participantConditions(clientId: string, filters: ChartFilters): SQL {
  const parts: SQL[] = [];
  if (filters.interviewIds?.length) parts.push(sql`a.interview_id in (${uuidList(filters.interviewIds)})`);
  if (filters.segmentIds?.length) parts.push(sql`a.segment_id in (${uuidList(filters.segmentIds)})`);
  if (filters.languages?.length) parts.push(sql`a.language in (${list(filters.languages)})`);
  for (const [taskId, optionIds] of filters.audience ?? []) {
    parts.push(sql`exists (select 1 from participant_answers b where b.client_id = ${clientId} and b.interview_id = a.interview_id
      and b.task_id = ${taskId}::uuid and b.option_ids && ${textArray(optionIds)})`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * Charts of the client's tasks `taskIds` (chartable types only; others are left out) under `filters`, in `taskIds`
 * order; titles in the `translation` asked for (English labels where the study has them).
 */
export async function computeCharts(
  db: Database,
  clientId: string,
  taskIds: readonly string[],
  filters: ChartFilters,
  translation: Translation,
): Promise<ChartRow[]> {
  if (taskIds.length === 0) return [];
  const en = translation === 'en';
  const optionTitle = en ? sql`coalesce(o.value->>'text_en', o.value->>'text')` : sql`o.value->>'text'`;
  const taskText = en ? sql`coalesce(t.text_en, t.text)` : sql`t.text`;
  const optionFilter = filters.optionIds?.length ? sql`and o.value->>'id' in (${list(filters.optionIds)})` : sql``;
  const types = sql.join(
    CHARTABLE_TASK_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    task_id: string;
    type: TaskType;
    position_name: string;
    text: string;
    business_question_id: string | null;
    total: number;
    average: number | null;
    points: ChartRow['points'] | string;
  }>(sql`
    with t as (
      select t.id, t.type, t.options, t.position_name, ${taskText} as text, t.business_question_id
      from tasks t where t.client_id = ${clientId} and t.id in (${uuidList(taskIds)}) and t.type in (${types})
    ),
    pa as (
      select a.task_id, a.interview_id, a.option_ids, a.number_value, a.number_value_max, a.texts
      from participant_answers a
      where a.client_id = ${clientId} and a.task_id in (select id from t) and ${participantConditions(clientId, filters)}
    ),
    totals as (
      select task_id, count(*)::int as total,
        round(avg(case when number_value_max is not null then (number_value + number_value_max) / 2 else number_value end)::numeric, 2)::float8 as average
      from pa group by task_id
    ),
    option_counts as (
      select pa.task_id, x as option_id, count(distinct pa.interview_id)::int as cnt
      from pa cross join lateral unnest(pa.option_ids) as x group by pa.task_id, x
    ),
    points as (
      select t.id as task_id, o.ord::int as ord, o.value->>'id' as option_id, ${optionTitle} as title, coalesce(oc.cnt, 0) as cnt
      from t cross join lateral jsonb_array_elements(t.options) with ordinality as o(value, ord)
      left join option_counts oc on oc.task_id = t.id and oc.option_id = o.value->>'id'
      where t.type in ('RADIO', 'CHECKBOX', 'SCORING') ${optionFilter}
      union all
      select pa.task_id,
        (row_number() over (partition by pa.task_id order by pa.number_value, pa.number_value_max))::int, null,
        case when pa.number_value_max is null then rtrim(to_char(pa.number_value, 'FM999999990.99'), '.')
             else rtrim(to_char(pa.number_value, 'FM999999990.99'), '.') || '–' || rtrim(to_char(pa.number_value_max, 'FM999999990.99'), '.') end,
        count(*)::int
      from pa join t on t.id = pa.task_id
      where t.type in ('NUMBER', 'NUMBER_RANGE') and pa.number_value is not null
      group by pa.task_id, pa.number_value, pa.number_value_max
      union all
      select task_id, ord, null, title, cnt from (
        select pa.task_id, min(trim(x)) as title, count(distinct pa.interview_id)::int as cnt,
          (row_number() over (partition by pa.task_id order by count(distinct pa.interview_id) desc, lower(trim(x))))::int as ord
        from pa join t on t.id = pa.task_id cross join lateral unnest(pa.texts) as x
        where t.type in ('FREE_TEXT', 'OPEN_LIST') and trim(x) <> ''
        group by pa.task_id, lower(trim(x))
      ) ranked where ord <= ${MAX_TEXT_POINTS}
    )
    select t.id as task_id, t.type, t.position_name, t.text, t.business_question_id,
      coalesce(tot.total, 0) as total,
      case when t.type in ('SCORING', 'NUMBER', 'NUMBER_RANGE') then tot.average else null end as average,
      coalesce((
        select json_agg(json_build_object(
          'title', p.title, 'count', p.cnt, 'option_id', p.option_id,
          'value', case when coalesce(tot.total, 0) = 0 then 0 else round(p.cnt * 100.0 / tot.total, 1)::float8 end
        ) order by p.ord) from points p where p.task_id = t.id
      ), '[]'::json) as points
    from t left join totals tot on tot.task_id = t.id
  `);
  const byId = new Map(
    rows.map((r) => [
      r.task_id,
      {
        taskId: r.task_id,
        type: r.type,
        positionName: r.position_name,
        text: r.text,
        businessQuestionId: r.business_question_id,
        points: typeof r.points === 'string' ? (JSON.parse(r.points) as ChartRow['points']) : r.points,
        totalCount: Number(r.total),
        averageValue: r.average === null ? null : Number(r.average),
      } satisfies ChartRow,
    ]),
  );
  return taskIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** Participants (interviews with at least one answer) of a study: all of them, and those matching `filters`. */
export async function countParticipants(db: Database, clientId: string, studyId: string, filters: ChartFilters): Promise<{ matching: number; total: number }> {
  const { rows } = await db.execute<{ matching: number; total: number }>(sql`
    select count(distinct a.interview_id) filter (where ${participantConditions(clientId, filters)})::int as matching,
      count(distinct a.interview_id)::int as total
    from participant_answers a where a.client_id = ${clientId} and a.study_id = ${studyId}
  `);
  return { matching: Number(rows[0]?.matching ?? 0), total: Number(rows[0]?.total ?? 0) };
}
