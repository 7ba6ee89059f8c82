import { useCallback, useRef, useState } from 'react';
import type { AiProviderInfo, AssistantAction, Citation } from '@insight/contracts';
import { useClientId } from '../../../lib/session';
import { streamAnswer } from '../api/stream-answer';
import { useThread, useThreadMutations } from '../api/threads';

/** The answer being streamed: the question, text so far, citations, action, provider, and an error text. */
export type LiveAnswer = {
  question: string | null;
  text: string;
  citations: Citation[];
  action: AssistantAction | null;
  provider: AiProviderInfo | null;
  error: string | null;
};

/**
 * One conversation (issue 12): the stored messages of `threadId` plus the answer streaming now; `send` creates the thread
 * on the first message (`onThreadCreated`), `stop` aborts the stream, `regenerate` answers the last question again.
 */
export function useConversation(threadId: string | null, onThreadCreated: (id: string) => void) {
  const clientId = useClientId();
  const thread = useThread(threadId);
  const { create, invalidate, refreshThread } = useThreadMutations();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (id: string, body: { message?: string; regenerate?: boolean }) => {
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      setLive({ question: body.message ?? null, text: '', citations: [], action: null, provider: null, error: null });
      try {
        await streamAnswer(
          id,
          { client_id: clientId, ...body },
          (event) => {
            setLive((current) => {
              if (!current) return current;
              switch (event.event) {
                case 'start':
                  return { ...current, provider: event.data.provider };
                case 'citations':
                  return { ...current, citations: event.data.citations };
                case 'delta':
                  return { ...current, text: current.text + event.data.text };
                case 'action':
                  return { ...current, action: event.data };
                case 'error':
                  return { ...current, error: event.data.message };
                default:
                  return current;
              }
            });
          },
          abort.signal,
        );
        // The answer is stored: show it from the thread (read again by id) before the live copy goes.
        await refreshThread(id);
        setLive((current) => (current?.error ? current : null));
      } catch (error) {
        await invalidate();
        setLive((current) => (current ? { ...current, error: error instanceof Error ? error.message : String(error) } : current));
      } finally {
        setStreaming(false);
        controller.current = null;
      }
    },
    [clientId, invalidate, refreshThread],
  );

  const send = useCallback(
    async (message: string) => {
      let id = threadId;
      if (!id) {
        id = (await create.mutateAsync()).id;
        onThreadCreated(id);
      }
      await run(id, { message });
    },
    [threadId, create, onThreadCreated, run],
  );

  const regenerate = useCallback(async () => {
    if (threadId) await run(threadId, { regenerate: true });
  }, [threadId, run]);

  const stop = useCallback(() => controller.current?.abort(), []);

  return { messages: thread.data?.data.messages ?? [], isLoading: thread.isLoading, loadError: thread.error, live, streaming, send, regenerate, stop };
}
