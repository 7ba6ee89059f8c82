import { useId, useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useCan, useSession } from '../../lib/session';
import { useSwitchClient } from './use-switch-client';

/** Props of {@link ActiveClientMenu}: `isCompact` shortens the button on narrow screens. */
export type ActiveClientMenuProps = { isCompact?: boolean };

/**
 * The active client in the header, for users who may act for several clients (access_multiple_clients): its name, and
 * a menu to switch to another client that keeps the current page where the other client has it.
 */
export function ActiveClientMenu({ isCompact = false }: ActiveClientMenuProps) {
  const { clients, activeClient } = useSession();
  const canSwitch = useCan('access_multiple_clients') && clients.length > 1;
  const switchClient = useSwitchClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!canSwitch) return null;
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {clients.map((client) => (
          <MenuItem
            key={client.id}
            role="menuitemradio"
            aria-checked={client.id === activeClient.id}
            selected={client.id === activeClient.id}
            onClick={() => {
              setAnchor(null);
              switchClient(client);
            }}
          >
            <ListItemIcon>{client.id === activeClient.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{client.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
