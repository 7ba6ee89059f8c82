import { useId, useState, type MouseEvent } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
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

/**
 * The user menu of SPEC §2: name and e-mail, Profile, User management (view_team_account_status), the client's page
 * with all its showreels (staff), the client switcher (access_multiple_clients) and Logout.
 */
export function UserMenu() {
  const { user, clients, activeClient } = useSession();
  const canSwitchClient = useCan('access_multiple_clients') && clients.length > 1;
  const canManageUsers = useCan('view_team_account_status');
  const isConsumer = useIsConsumer();
  const switchClient = useSwitchClient();
  const { pathname } = useLocation();
  /** The account pages mark their place: the avatar is underlined like a current nav item, the menu item is current. */
  const currentOf = (path: string) => (pathname === path ? ({ selected: true, 'aria-current': 'page' } as const) : {});
  const isOnAccountPage = pathname === paths.profile.path || pathname === paths.users.path;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.email;
  const initials =
    [user.name, user.surname]
      .map((part) => part?.charAt(0) ?? '')
      .join('')
      .toUpperCase() || user.email.charAt(0).toUpperCase();

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleSwitchClient = (client: Client) => {
    handleClose();
    switchClient(client);
  };

  return (
    <>
      <IconButton
        onClick={handleOpen}
        aria-label={`Account menu for ${fullName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-current={isOnAccountPage ? 'page' : undefined}
        sx={{ borderRadius: 0, borderBottom: 2, borderColor: isOnAccountPage ? 'primary.main' : 'transparent', pb: 0.5 }}
      >
        <Avatar src={user.image ?? undefined} alt="" sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: '1rem' }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
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
    </>
  );
}
