import { lazy, Suspense, useState } from 'react';
import { Box, Fab, Tooltip } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useMatches } from 'react-router';
import { useAssistantHiddenByPage, type AssistantHandle } from '../../../lib/assistant-visibility';
import { useCan, useIsConsumer } from '../../../lib/session';
import { useWantedOnce } from '../../../lib/on-demand';
import { ASSISTANT_BUTTON } from '../../../lib/theme';

// The drawer (with MUI's `ui-dialog` family) and then the conversation load when the panel is first wanted: on the
// button's first click, or when the pointer or focus reaches it (issue 15, decision 0320); few pages open it.
const loadDrawer = () => import('./assistant-drawer');
const AssistantDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AssistantDrawer })));

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
  const hasOpened = useWantedOnce(open);
  const preload = () => void loadDrawer().catch(() => undefined);
  if (!allowed || flagged || onErrorPage) return null;
  return (
    <>
      <Tooltip title="Ask AI" placement="left" describeChild>
        <Fab
          color="primary"
          variant="extended"
          aria-label="Open the AI assistant"
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
          // Its size and place are those the page containers keep clear (ASSISTANT_BUTTON, decision 0390).
          sx={{
            position: 'fixed',
            right: { xs: ASSISTANT_BUTTON.xs.inset, sm: ASSISTANT_BUTTON.sm.inset },
            bottom: { xs: 16, sm: 24 },
            zIndex: (t) => t.zIndex.speedDial,
            boxSizing: 'border-box',
            height: { xs: ASSISTANT_BUTTON.xs.size, sm: ASSISTANT_BUTTON.sm.size },
            minHeight: 0,
            width: { xs: ASSISTANT_BUTTON.xs.size, sm: ASSISTANT_BUTTON.sm.size, xl: ASSISTANT_BUTTON.xl.width },
            minWidth: 0,
            px: { xs: 0, xl: 2 },
          }}
        >
          <AutoAwesomeIcon sx={{ mr: { xs: 0, xl: 1 } }} />
          {/* Below 1680 px only the icon shows: there the page keeps a narrower gutter free for it. */}
          <Box component="span" sx={{ display: { xs: 'none', xl: 'inline' } }}>
            Ask AI
          </Box>
        </Fab>
      </Tooltip>
      {/* Room below the page's end, so its last lines can be scrolled clear of the floating button. */}
      <Box aria-hidden sx={{ height: { xs: 72, sm: 88 }, flexShrink: 0 }} />
      {hasOpened && (
        <Suspense fallback={null}>
          <AssistantDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
