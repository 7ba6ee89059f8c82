import { Box, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import GroupIcon from '@mui/icons-material/Group';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Client } from '@insight/contracts/user';
import { keepClientId, paths } from '../../config/paths';
import { useCan, useIsConsumer, useSession } from '../../lib/session';
import { useSwitchClient } from './use-switch-client';

/** Props of {@link UserMenuPopup}: the menu's id, the button it hangs from (null: closed) and the close callback. */
export type UserMenuPopupProps = { id: string; anchor: HTMLElement | null; onClose: () => void };

/**
 * The user menu's popup (SPEC §2): name and e-mail, Profile, User management (view_team_account_status), the client's
 * page with all its showreels (staff), the client switcher (access_multiple_clients) and Logout. A file of its own,
 * loaded when the menu first opens (issue 15, decision 0290).
 */
export function UserMenuPopup({ id, anchor, onClose }: UserMenuPopupProps) {
  const { user, clients, activeClient } = useSession();
  const canSwitchClient = useCan('access_multiple_clients') && clients.length > 1;
  const canManageUsers = useCan('view_team_account_status');
  const isConsumer = useIsConsumer();
  const switchClient = useSwitchClient();
  const { pathname } = useLocation();
  /** The account pages mark their place: the menu item is current. */
  const currentOf = (path: string) => (pathname.replace(/\/+$/, '') === path ? ({ selected: true, 'aria-current': 'page' } as const) : {});
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.email;
  const handleClose = onClose;
  const handleSwitchClient = (client: Client) => {
    onClose();
    switchClient(client);
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 340 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }} role="none">
        <Typography sx={{ fontWeight: 600, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{fullName}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {user.email}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {activeClient.name}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={keepClientId(paths.profile.getHref(), activeClient.id)} onClick={handleClose} {...currentOf(paths.profile.path)}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Profile</ListItemText>
      </MenuItem>
      {canManageUsers && (
        <MenuItem component={RouterLink} to={keepClientId(paths.users.getHref(), activeClient.id)} onClick={handleClose} {...currentOf(paths.users.path)}>
          <ListItemIcon>
            <GroupIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>User management</ListItemText>
        </MenuItem>
      )}
      {!isConsumer && (
        <MenuItem component={RouterLink} to={keepClientId(paths.client.getHref(), activeClient.id)} onClick={handleClose} {...currentOf(paths.client.path)}>
          <ListItemIcon>
            <VideoLibraryOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Client showreels</ListItemText>
        </MenuItem>
      )}
      <Divider />
      {canSwitchClient && <ListSubheader role="none">Switch client</ListSubheader>}
      {canSwitchClient &&
        clients.map((client) => (
          <MenuItem
            key={client.id}
            role="menuitemradio"
            aria-checked={client.id === activeClient.id}
            selected={client.id === activeClient.id}
            onClick={() => handleSwitchClient(client)}
          >
            <ListItemIcon>{client.id === activeClient.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{client.name}</ListItemText>
          </MenuItem>
        ))}
      {canSwitchClient && <Divider />}
      <MenuItem component={RouterLink} to={paths.auth.logout.getHref()} onClick={handleClose}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Logout</ListItemText>
      </MenuItem>
    </Menu>
  );
}
