/** The AI path of the wizard (SPEC §4, §7 AI): provider label, brief rating, outline and design jobs polled every 500 ms. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AiProviderInfo, BriefRating, StudyDesign, StudyOutline } from '@insight/contracts';
import { AI_LIMITS, AI_TEXTS } from '@insight/contracts/ai-rules';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { getErrorText } from '../error-text';

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

/** What {@link pollAiJob} needs: start the job, read it again, report progress, and whether the caller still wants it. */
export type PollAiJobOptions<J> = {
  startJob: () => Promise<J>;
  getJob: (id: string) => Promise<J>;
  onProgress: (progress: number) => void;
  /** False once the caller gave up (unmounted, started another run): polling stops quietly. */
  isCurrent: () => boolean;
  intervalMs?: number;
  timeoutMs?: number;
};

/**
 * Starts a job and polls it every `intervalMs` (SPEC §7/§9: 500 ms) until COMPLETED or ERROR, for at most `timeoutMs`
 * (SPEC §7/§9: 5000 ms). Resolves the last job, `'timeout'` when time ran out, or `null` when the caller gave up.
 */
export async function pollAiJob<J extends { id: string; status: string; progress: number }>({
  startJob,
  getJob,
  onProgress,
  isCurrent,
  intervalMs = AI_LIMITS.pollIntervalMs,
  timeoutMs = AI_LIMITS.pollTimeoutMs,
}: PollAiJobOptions<J>): Promise<J | 'timeout' | null> {
  let job = await startJob();
  const until = Date.now() + timeoutMs;
  while (job.status !== 'COMPLETED' && job.status !== 'ERROR') {
    if (!isCurrent()) return null;
    if (Date.now() >= until) return 'timeout';
    onProgress(job.progress);
    await sleep(Math.min(intervalMs, Math.max(0, until - Date.now())));
    if (!isCurrent()) return null;
    job = await getJob(job.id);
  }
  return isCurrent() ? job : null;
}

/**
 * Starts a job with POST `path` and polls GET `path/{id}` every AI_LIMITS.pollIntervalMs (500 ms) until COMPLETED or
 * ERROR (the generic AI study configuration text), giving up after `timeoutMs` (SPEC §7/§9: 5000 ms) with the SPEC §8
 * timeout text. The job itself goes on on the server.
 */
export function useAiJob<J extends StudyOutline | StudyDesign>(
  path: '/v1/ai/study-outlines' | '/v1/ai/study-designs',
  timeoutMs: number = AI_LIMITS.pollTimeoutMs,
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
        const job = await pollAiJob<J>({
          startJob: async () => (await apiClient.post<{ data: J }>(path, { client_id: clientId, ...body })).data,
          getJob: async (id) => (await apiClient.get<{ data: J }>(`${path}/${encodeURIComponent(id)}`, { client_id: clientId })).data,
          onProgress: (progress) => setState({ phase: 'running', progress }),
          isCurrent: () => run.current === mine,
          timeoutMs,
        });
        if (job === null) return;
        if (job === 'timeout') setState({ phase: 'failed', message: ERROR_TEXTS.timeout });
        else setState(job.status === 'COMPLETED' ? { phase: 'done', job } : { phase: 'failed', message: job.error ?? AI_TEXTS.studyConfigError });
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
