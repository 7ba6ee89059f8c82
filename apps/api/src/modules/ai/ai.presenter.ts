/** AI job rows → wire shapes (SPEC §4 AI status; issue 12). Pure. */
import {
  AI_TEXTS,
  type AiDesignOutput,
  type AiOutlineOutput,
  type AiProviderInfo,
  type StudyDesign,
  type StudyOutline,
  type StudyDesignBody,
} from '@insight/contracts';
import type { AiJobRow } from './ai.repository';

/** The provider info of a stored job: its label as stored, the rest from the current provider when it is the same one. */
function providerOf(row: AiJobRow, current: AiProviderInfo): AiProviderInfo {
  if (row.provider === current.label) return current;
  const model = row.provider.startsWith('AI: ') && row.provider !== AI_TEXTS.builtinLabel ? row.provider.slice(4) : null;
  return { kind: model ? 'openai' : 'builtin', model, label: row.provider, can_translate: Boolean(model) };
}

const base = (row: AiJobRow, current: AiProviderInfo) => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  // The user sees the spec's generic error; the reason is logged.
  error: row.status === 'ERROR' ? AI_TEXTS.studyConfigError : null,
  provider: providerOf(row, current),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** An outline job. */
export function presentOutline(row: AiJobRow, current: AiProviderInfo): StudyOutline {
  const result = row.status === 'COMPLETED' ? (row.result as AiOutlineOutput | null) : null;
  return { ...base(row, current), business_questions: result?.business_questions ?? null };
}

/** A design job with the business questions it was asked for. */
export function presentDesign(row: AiJobRow, current: AiProviderInfo): StudyDesign {
  const result = row.status === 'COMPLETED' ? (row.result as AiDesignOutput | null) : null;
  return { ...base(row, current), business_questions: (row.input as StudyDesignBody).business_questions ?? [], sections: result?.sections ?? null };
}
