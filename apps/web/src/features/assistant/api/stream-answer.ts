/**
 * POST /v3/assistant/threads/{threadId} as a stream (SPEC §7 Assistant, §8): reads the text/event-stream answer event by
 * event with the bearer token. A non-event-stream answer is an error whose text is its JSON `message` (or `detail`) or
 * its raw text; a stop gives 'Aborted'.
 */
import type { AssistantAction, AssistantEventName, AiProviderInfo, Citation } from '@insight/contracts';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { env } from '../../../config/env';
import { apiClient, isTokenExpired } from '../../../lib/api-client';

/** One event of an answer. */
export type AnswerEvent =
  | { event: 'start'; data: { provider: AiProviderInfo } }
  | { event: 'citations'; data: { citations: Citation[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'action'; data: AssistantAction }
  | { event: 'done'; data: { message_id: string; status: string; cited: number[] } }
  | { event: 'error'; data: { message: string } };

/** Splits buffered stream text into complete events and the rest (an unfinished event). */
export function parseEventBlocks(buffer: string): { events: { event: AssistantEventName; data: unknown }[]; rest: string } {
  const blocks = buffer.split(/\n\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event = /^event: ?(.*)$/m.exec(block)?.[1]?.trim();
    const dataLines = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]);
    if (!event || dataLines.length === 0) return [];
    try {
      return [{ event: event as AssistantEventName, data: JSON.parse(dataLines.join('\n')) as unknown }];
    } catch {
      return [];
    }
  });
  return { events, rest };
}

/** The error text of a non-event-stream answer (SPEC §8): its JSON `message`, else `detail`, else the raw text. */
export function nonStreamErrorText(body: string): string {
  try {
    const json = JSON.parse(body) as { message?: unknown; detail?: unknown };
    if (typeof json.message === 'string') return json.message;
    if (typeof json.detail === 'string') return json.detail;
  } catch {
    // Not JSON: the raw text is the message.
  }
  return body.trim() || ERROR_TEXTS.other;
}

/** Sends `body` to the thread and calls `onEvent` for each event until done; rejects with an Error (text as above). */
export async function streamAnswer(
  threadId: string,
  body: { client_id: string; message?: string; regenerate?: boolean },
  onEvent: (event: AnswerEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let token = apiClient.getToken();
  if (token && isTokenExpired(token, Date.now())) token = await apiClient.refresh();
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/v3/assistant/threads/${encodeURIComponent(threadId)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new Error(ERROR_TEXTS.aborted);
    throw error;
  }
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    throw new Error(nonStreamErrorText(await response.text()));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const parsed = parseEventBlocks(buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) onEvent(event as AnswerEvent);
    }
  } catch (error) {
    if (signal.aborted) throw new Error(ERROR_TEXTS.aborted);
    throw error;
  }
}
