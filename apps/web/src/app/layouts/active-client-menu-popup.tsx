import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useSession } from '../../lib/session';
import { useSwitchClient } from './use-switch-client';

/** Props of {@link ActiveClientMenuPopup}: the menu's id, the button it hangs from (null: closed) and the close callback. */
export type ActiveClientMenuPopupProps = { id: string; anchor: HTMLElement | null; onClose: () => void };

/**
 * The client switcher's popup: one item per client, the active one checked; picking one keeps the current page where
 * the other client has it. A file of its own, loaded when the menu first opens (issue 15, decision 0290).
 */
export function ActiveClientMenuPopup({ id, anchor, onClose }: ActiveClientMenuPopupProps) {
  const { clients, activeClient } = useSession();
  const switchClient = useSwitchClient();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
            onClose();
            switchClient(client);
          }}
        >
          <ListItemIcon>{client.id === activeClient.id && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{client.name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
