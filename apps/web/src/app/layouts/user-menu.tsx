import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { Avatar, IconButton } from '@mui/material';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useWantedOnce } from '../../lib/on-demand';
import { useSession } from '../../lib/session';

// The menu itself loads when first opened, or when the pointer or focus reaches the button (issue 15, decision 0290).
const loadPopup = () => import('./user-menu-popup');
const UserMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.UserMenuPopup })));

/**
 * The user menu of SPEC §2: name and e-mail, Profile, User management (view_team_account_status), the client's page
 * with all its showreels (staff), the client switcher (access_multiple_clients) and Logout.
 */
export function UserMenu() {
  const { user } = useSession();
  const { pathname } = useLocation();
  /**
   * The account pages (Profile, User management) are the menu's section: the avatar is underlined like a current nav
   * item and marked aria-current="true", as a nav entry is on another page of its section (use-nav-items.ts). The button
   * opens a menu and is no link to the page itself, so never "page": that is the menu item's mark (user-menu-popup.tsx).
   */
  const page = pathname.replace(/\/+$/, '');
  const isOnAccountPage = page === paths.profile.path || page === paths.users.path;
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
  const hasOpened = useWantedOnce(Boolean(anchor));
  const preload = () => void loadPopup().catch(() => undefined);

  return (
    <>
      <IconButton
        onClick={handleOpen}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={`Account menu for ${fullName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-current={isOnAccountPage ? 'true' : undefined}
        sx={{ borderRadius: 0, borderBottom: 2, borderColor: isOnAccountPage ? 'primary.main' : 'transparent', pb: 0.5 }}
      >
        <Avatar src={user.image ?? undefined} alt="" sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: '1rem' }}>
          {initials}
        </Avatar>
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <UserMenuPopup id={menuId} anchor={anchor} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}
