import { Box, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, Toolbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useOpenAfterMount } from '../../lib/on-demand';
import type { NavItem } from './use-nav-items';

/** Props of {@link NavDrawer}: whether it is open, the entries, the close callback and, for non-consumers, Create study. */
export type NavDrawerProps = { isOpen: boolean; items: NavItem[]; onClose: () => void; onCreateStudy?: () => void };

/** The burger-menu drawer of the narrow layout (below 1120 px, SPEC §2) holding the main navigation. */
export function NavDrawer({ isOpen, items, onClose, onCreateStudy }: NavDrawerProps) {
  // Loaded and mounted on the first click of the burger button: it opens a frame later, so it slides in then too.
  const isShown = useOpenAfterMount(isOpen);
  return (
    <Drawer anchor="left" open={isShown} onClose={onClose} slotProps={{ paper: { sx: { width: 300 }, 'aria-label': 'Navigation menu' } }}>
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <Logo />
        <IconButton onClick={onClose} aria-label="Close navigation menu">
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Box component="nav" aria-label="Main">
        <List>
          {items.map((item) => (
            <ListItem key={item.label} disablePadding>
              <ListItemButton component={RouterLink} to={item.href} selected={item.isActive} aria-current={item.current} onClick={onClose}>
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: item.isActive ? 700 : 500 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
          {onCreateStudy && (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onCreateStudy();
                }}
              >
                <AddIcon fontSize="small" sx={{ mr: 1.5 }} aria-hidden />
                <ListItemText primary="Create study" />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
