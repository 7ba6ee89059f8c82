import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import StopIcon from '@mui/icons-material/Stop';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { AI_LIMITS } from '@insight/contracts/ai-rules';
import { useStudies } from '../../../resources/study/get-studies';
import { MessageView } from './message-view';
import { useConversation } from './use-conversation';

/** Props of {@link Conversation}: the thread (null: a new one is created on the first message) and where to report it. */
export type ConversationProps = { threadId: string | null; onThreadCreated: (id: string) => void; providerLabel: string | null; compact?: boolean };

/**
 * The example questions offered on an empty conversation, about the client's own research: the two most recently
 * completed studies the viewer can see (`titles`, newest first), else questions that name no topic. Fixed examples named
 * one client's topics (e-bikes is Nordic Living's study) and led another client's users to unrelated answers.
 */
export function examplesFor(titles: string[]): string[] {
  const [latest, earlier] = titles;
  if (!latest) return ['What do participants mention most often?', 'Which insights do we have so far?', 'Draft a study brief about a new product idea'];
  return [
    `Summarise what we learned in “${latest}”`,
    earlier ? `What do participants say in “${earlier}”?` : 'What do participants mention most often?',
    `Draft a new study brief building on “${latest}”`,
  ];
}

/** A streaming conversation with the assistant: messages, the live answer, stop, regenerate, and the composer. */
export function Conversation({ threadId, onThreadCreated, providerLabel, compact }: ConversationProps) {
  const { messages, isLoading, loadError, live, streaming, send, regenerate, stop } = useConversation(threadId, onThreadCreated);
  const completed = useStudies({ status: 'COMPLETED', sort_by: 'completed_at', sort_order: 'desc' }, 2);
  const examples = examplesFor((completed.data?.data ?? []).map((study) => study.title));
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, live?.text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || streaming) return;
    setDraft('');
    void send(text);
  };
  const last = messages.at(-1);
  const canRegenerate = !streaming && !live && last?.role === 'assistant';

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Box sx={{ flex: 1, overflowY: 'auto', p: compact ? 1.5 : 3 }} aria-live="polite">
        <Stack spacing={2}>
          {isLoading && <CircularProgress aria-label="Loading the conversation" sx={{ alignSelf: 'center' }} />}
          {loadError && <Alert severity="error">{loadError.message}</Alert>}
          {!isLoading && messages.length === 0 && !live && (
            <Box>
              <Typography variant="h2" component="h2" sx={{ fontSize: compact ? '1.1rem' : '1.4rem', mb: 1 }}>
                Ask about your research
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Answers come from the studies, insights, quotes and interviews you can see, with numbered sources. Quote sources play their clip here.
              </Typography>
              <Stack direction="row" role="group" aria-label="Example questions" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {examples.map((example) => (
                  <Button key={example} variant="outlined" size="small" onClick={() => void send(example)} disabled={streaming}>
                    {example}
                  </Button>
                ))}
              </Stack>
            </Box>
          )}
          {messages.map((m) => (
            <MessageView
              key={m.id}
              role={m.role}
              content={m.content}
              citations={m.citations}
              action={m.action}
              provider={m.provider}
              status={m.status}
              error={m.status === 'error' ? 'The answer could not be completed.' : null}
            />
          ))}
          {live?.question && <MessageView role="user" content={live.question} citations={[]} action={null} provider={null} />}
          {live && (
            <MessageView
              role="assistant"
              content={live.text}
              citations={live.citations}
              action={live.action}
              provider={live.provider?.label ?? null}
              streaming={streaming}
              error={live.error}
            />
          )}
          <div ref={end} />
        </Stack>
      </Box>
      <Box component="form" onSubmit={submit} sx={{ borderTop: 1, borderColor: 'divider', p: compact ? 1.5 : 2, bgcolor: 'background.paper' }}>
        <TextField
          label="Message the assistant"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          multiline
          maxRows={6}
          fullWidth
          slotProps={{ htmlInput: { maxLength: AI_LIMITS.maxMessageLength } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          {streaming ? (
            <Button variant="outlined" startIcon={<StopIcon />} onClick={stop}>
              Stop
            </Button>
          ) : (
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={!draft.trim()}>
              Send
            </Button>
          )}
          {canRegenerate && (
            <Button startIcon={<ReplayIcon />} onClick={() => void regenerate()}>
              Regenerate
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          {providerLabel && (
            <Typography variant="caption" color="text.secondary">
              {providerLabel}
            </Typography>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
