import { useCallback, useState } from 'react';
import { Box, IconButton, Link, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import { keepClientId, paths } from '../../../config/paths';
import { useClientId } from '../../../lib/session';
import { assistantLabel, useThreads } from '../api/threads';
import { Conversation } from './conversation';

/** Props of {@link AssistantPanel}: closes the side panel. */
export type AssistantPanelProps = { onClose: () => void };

/** The assistant's side panel: title, a link to the full page, close, and the conversation (loaded when first opened). */
export function AssistantPanel({ onClose }: AssistantPanelProps) {
  const threads = useThreads();
  const clientId = useClientId();
  const [threadId, setThreadId] = useState<string | null>(null);
  const onThreadCreated = useCallback((id: string) => setThreadId(id), []);
  return (
    <Stack sx={{ height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
          AI assistant
        </Typography>
        <Link component={RouterLink} to={keepClientId(paths.assistant.getHref(threadId ?? undefined), clientId)} onClick={onClose} sx={{ mr: 1 }}>
          Open full page
        </Link>
        <IconButton aria-label="Close the assistant" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <Conversation threadId={threadId} onThreadCreated={onThreadCreated} providerLabel={assistantLabel(threads.data?.meta)} compact />
      </Box>
    </Stack>
  );
}
