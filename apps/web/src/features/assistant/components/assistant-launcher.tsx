import { useCallback, useState } from 'react';
import { Box, Drawer, Fab, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useMatches } from 'react-router';
import { keepClientId, paths } from '../../../config/paths';
import { useAssistantHiddenByPage, type AssistantHandle } from '../../../lib/assistant-visibility';
import { useCan, useClientId, useIsConsumer } from '../../../lib/session';
import { assistantLabel, useThreads } from '../api/threads';
import { Conversation } from './conversation';

function PanelContent({ onClose }: { onClose: () => void }) {
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

/**
 * The floating assistant button and its side panel (SPEC §2; issue 12): for users with ai_assistant, on every page of
 * the signed-in layout except pages whose route handle sets `hideAssistant` (/assistant itself, the study wizard and
 * editors; decision 0170) and error pages (the layout's error boundary renders without it; the 404 page and a route's
 * own error screen hide it while shown).
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const canAsk = useCan('ai_assistant');
  const isConsumer = useIsConsumer();
  const allowed = canAsk && !isConsumer;
  const flagged = useMatches().some((m) => (m.handle as AssistantHandle | undefined)?.hideAssistant);
  const onErrorPage = useAssistantHiddenByPage();
  if (!allowed || flagged || onErrorPage) return null;
  return (
    <>
      <Tooltip title="Ask AI" placement="left" describeChild>
        <Fab
          color="primary"
          variant="extended"
          aria-label="Open the AI assistant"
          onClick={() => setOpen(true)}
          sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (t) => t.zIndex.speedDial, px: { xs: 1.5, lg: 2 } }}
        >
          <AutoAwesomeIcon sx={{ mr: { xs: 0, lg: 1 } }} />
          {/* Below the wide layout only the icon shows, so the button covers less of the page (video controls, the transcript). */}
          <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
            Ask AI
          </Box>
        </Fab>
      </Tooltip>
      {/* Room below the page's end, so its last lines can be scrolled clear of the floating button. */}
      <Box aria-hidden sx={{ height: { xs: 72, sm: 88 }, flexShrink: 0 }} />
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-label': 'AI assistant' } }}
      >
        {open && <PanelContent onClose={() => setOpen(false)} />}
      </Drawer>
    </>
  );
}
