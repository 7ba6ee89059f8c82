import { AssistantPage } from '../../features/assistant/components/assistant-page';

/** /assistant (SPEC §2; ai_assistant): the AI assistant's threads and conversation. */
export function AssistantRoute() {
  return <AssistantPage />;
}
