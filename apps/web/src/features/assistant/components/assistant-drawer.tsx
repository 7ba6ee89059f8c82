import { lazy, Suspense } from 'react';
import { Drawer } from '@mui/material';
import { PageLoader } from '../../../components/page-loader';
import { useOpenAfterMount } from '../../../lib/on-demand';

// The conversation loads when the panel first opens (issue 12, issue 15): every signed-in page shows the button, few open it.
const AssistantPanel = lazy(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })));

/** Props of {@link AssistantDrawer}. */
export type AssistantDrawerProps = { open: boolean; onClose: () => void };

/**
 * The assistant's side panel (SPEC §2): a right-hand drawer with the conversation. A file of its own, loaded with the
 * button's first use (issue 15, decision 0320), with the `ui-dialog` family it needs.
 */
export function AssistantDrawer({ open, onClose }: AssistantDrawerProps) {
  // Mounted open on the button's first click: it opens a frame later, so it slides in as on later openings.
  const isOpen = useOpenAfterMount(open);
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-label': 'AI assistant' } }}
    >
      {isOpen && (
        <Suspense fallback={<PageLoader />}>
          <AssistantPanel onClose={onClose} />
        </Suspense>
      )}
    </Drawer>
  );
}
