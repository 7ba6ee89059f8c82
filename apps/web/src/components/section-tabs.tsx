import { Box, ButtonBase } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** One tab of {@link SectionTabs}: label, link and whether it is the current section. */
export type SectionTab = { label: string; href: string; isActive: boolean };

/** Props of {@link SectionTabs}. */
export type SectionTabsProps = { tabs: SectionTab[]; label: string };

/**
 * Page sections (study and segment pages) as a nav of tab-styled links: they change the URL, so they are links with
 * aria-current="page", not ARIA tabs.
 */
export function SectionTabs({ tabs, label }: SectionTabsProps) {
  return (
    <Box component="nav" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <ButtonBase
              component={RouterLink}
              to={tab.href}
              aria-current={tab.isActive ? 'page' : undefined}
              sx={{
                px: 2,
                py: 1.5,
                fontSize: '1rem',
                fontWeight: tab.isActive ? 700 : 500,
                color: tab.isActive ? 'primary.main' : 'text.secondary',
                borderBottom: 3,
                borderColor: tab.isActive ? 'primary.main' : 'transparent',
                whiteSpace: 'nowrap',
                '&:hover': { color: 'primary.main' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {tab.label}
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
