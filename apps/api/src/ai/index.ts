/** The AI provider layer's entry (issue 12): pick the implementation from the settings. */
import type { Logger } from '../lib/logger';
import { createBuiltinProvider } from './builtin-provider';
import type { OpenAiSettings } from './openai-provider';
import type { AiProvider } from './provider';

export { AiError, type AiProvider, type SourceDoc, type TemplateInfo, type ChatTurn } from './provider';
export { clip, words, isContentWord } from './text';

/**
 * The OpenAI-compatible provider when `openai` settings are given (OPENAI_BASE_URL set), else the built-in one. The
 * `openai` SDK is loaded only in the first case.
 */
export async function createAiProvider(openai: OpenAiSettings | null, log: Logger): Promise<AiProvider> {
  if (!openai) return createBuiltinProvider();
  const { createOpenAiProvider } = await import('./openai-provider');
  return createOpenAiProvider(openai, log.child({ component: 'ai' }));
}
