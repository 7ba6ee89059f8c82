/** The AI path of the wizard (SPEC §4, §7 AI): provider label, brief rating, outline and design jobs polled every 500 ms. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AiProviderInfo, BriefRating, StudyDesign, StudyOutline } from '@insight/contracts';
import { AI_LIMITS, AI_TEXTS } from '@insight/contracts/ai-rules';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { getErrorText } from '../error-text';

/** SPEC §8 timeout text of a poll that ran out of time. */
export const AI_TIMEOUT_TEXT = 'It looks like the operation took too long and has timed out.';

/** The configured provider (GET /v1/ai/provider): its "AI: …" label. */
export function useAiProvider() {
  return useQuery({
    queryKey: ['ai', 'provider'],
    queryFn: ({ signal }) => apiClient.get<{ data: AiProviderInfo }>('/v1/ai/provider', {}, signal),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

/** Rates a brief (POST /v1/ai/study-briefs/rating): score, checks and suggestions. */
export function useRateBrief() {
  const clientId = useClientId();
  return useMutation({
    mutationFn: (body: { brief: string; stimuli: string[] }) =>
      apiClient.post<{ data: BriefRating }>('/v1/ai/study-briefs/rating', { client_id: clientId, ...body }).then((answer) => answer.data),
  });
}

/** State of one generation: idle, running with progress %, done with the job, or failed with a text. */
export type AiJobState<J> = { phase: 'idle' } | { phase: 'running'; progress: number } | { phase: 'done'; job: J } | { phase: 'failed'; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a job with POST `path` and polls GET `path/{id}` every AI_LIMITS.pollIntervalMs (500 ms) until COMPLETED or
 * ERROR (the generic AI study configuration text), giving up after `timeoutMs` with the SPEC §8 timeout text (SPEC §9).
 */
export function useAiJob<J extends StudyOutline | StudyDesign>(
  path: '/v1/ai/study-outlines' | '/v1/ai/study-designs',
  timeoutMs = AI_LIMITS.pollTimeoutMs * 6,
) {
  const clientId = useClientId();
  const [state, setState] = useState<AiJobState<J>>({ phase: 'idle' });
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );
  const start = useCallback(
    async (body: object) => {
      const mine = ++run.current;
      setState({ phase: 'running', progress: 0 });
      try {
        let job = (await apiClient.post<{ data: J }>(path, { client_id: clientId, ...body })).data;
        const until = Date.now() + timeoutMs;
        while (job.status !== 'COMPLETED' && job.status !== 'ERROR') {
          if (run.current !== mine) return;
          if (Date.now() > until) {
            setState({ phase: 'failed', message: AI_TIMEOUT_TEXT });
            return;
          }
          setState({ phase: 'running', progress: job.progress });
          await sleep(AI_LIMITS.pollIntervalMs);
          job = (await apiClient.get<{ data: J }>(`${path}/${encodeURIComponent(job.id)}`, { client_id: clientId })).data;
        }
        if (run.current !== mine) return;
        setState(job.status === 'COMPLETED' ? { phase: 'done', job } : { phase: 'failed', message: job.error ?? AI_TEXTS.studyConfigError });
      } catch (failure) {
        if (run.current === mine) setState({ phase: 'failed', message: failure instanceof Error ? failure.message : AI_TEXTS.studyConfigError });
      }
    },
    [clientId, path, timeoutMs],
  );
  return { state, start };
}

/** Runs `apply` once for each job that finishes (by job id), e.g. to save its output into the draft; a failure's text goes to `onError`. */
export function useOnAiJobDone<J extends { id: string }>(state: AiJobState<J>, apply: (job: J) => Promise<void>, onError: (message: string) => void) {
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (state.phase !== 'done' || applied.current === state.job.id) return;
    applied.current = state.job.id;
    apply(state.job).catch((failure: unknown) => onError(getErrorText(failure)));
  });
}
