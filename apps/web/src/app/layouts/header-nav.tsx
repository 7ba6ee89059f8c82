import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from './use-nav-items';

/** Props of {@link HeaderNav}. */
export type HeaderNavProps = { items: NavItem[] };

/** The inline header navigation of the wide layout; the current entry carries aria-current ("page" on its own page, else "true"). */
export function HeaderNav({ items }: HeaderNavProps) {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
      {items.map((item) => (
        <Button
          key={item.label}
          component={RouterLink}
          to={item.href}
          aria-current={item.current}
          color="inherit"
          sx={{
            px: { xs: 1.25, xl: 2 },
            py: 1,
            whiteSpace: 'nowrap',
            minWidth: 0,
            fontSize: '1rem',
            fontWeight: item.isActive ? 700 : 500,
            color: item.isActive ? 'primary.main' : 'text.primary',
            borderBottom: 2,
            borderColor: item.isActive ? 'primary.main' : 'transparent',
            borderRadius: 0,
          }}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}
