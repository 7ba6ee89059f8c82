import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@mui/material';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useWantedOnce } from '../../lib/on-demand';
import { useCan, useSession } from '../../lib/session';

// The menu itself loads when first opened, or when the pointer or focus reaches the button (issue 15, decision 0290).
const loadPopup = () => import('./active-client-menu-popup');
const ActiveClientMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.ActiveClientMenuPopup })));

/** Props of {@link ActiveClientMenu}: `isCompact` shortens the button on narrow screens. */
export type ActiveClientMenuProps = { isCompact?: boolean };

/**
 * The active client in the header, for users who may act for several clients (access_multiple_clients): its name, and
 * a menu to switch to another client that keeps the current page where the other client has it.
 */
export function ActiveClientMenu({ isCompact = false }: ActiveClientMenuProps) {
  const { clients, activeClient } = useSession();
  const canSwitch = useCan('access_multiple_clients') && clients.length > 1;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const hasOpened = useWantedOnce(Boolean(anchor));
  if (!canSwitch) return null;
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadPopup().catch(() => undefined)}
        onFocus={() => void loadPopup().catch(() => undefined)}
        aria-label={`Client: ${activeClient.name}. Switch client`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={isCompact ? undefined : <BusinessIcon />}
        endIcon={<ExpandMoreIcon />}
        sx={{ fontWeight: 600, minWidth: 0, maxWidth: isCompact ? 150 : 260, color: 'text.primary', border: 1, borderColor: 'divider' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{activeClient.name}</span>
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ActiveClientMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
