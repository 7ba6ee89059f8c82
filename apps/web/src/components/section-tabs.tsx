import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, ButtonBase, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { FOCUS_RING_INSET } from '../lib/theme';

/** One tab of {@link SectionTabs}: label, link and whether it is the current section. */
export type SectionTab = { label: string; href: string; isActive: boolean };

/** Props of {@link SectionTabs}. */
export type SectionTabsProps = { tabs: SectionTab[]; label: string };

/** Which ends of the tab row are scrolled out of view. */
type Overflow = { start: boolean; end: boolean };

/**
 * Page sections (study and segment pages) as a nav of tab-styled links: they change the URL, so they are links with
 * aria-current="page", not ARIA tabs. When the row is wider than the screen, arrow buttons at its ends show that it
 * scrolls (and scroll it); the current tab is scrolled into view.
 */
export function SectionTabs({ tabs, label }: SectionTabsProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const next = { start: row.scrollLeft > 1, end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1 };
    setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    row.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    row.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      row.removeEventListener('scroll', measure);
    };
  }, [measure, tabs.length]);

  const scrollBy = (direction: -1 | 1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * Math.max(120, row.clientWidth * 0.6), behavior: 'smooth' });
  };

  // Pointer helpers only: keyboard users tab through the links, which scroll themselves into view. An arrow lies over
  // the row's end (with a fade) only while that end is scrolled out of view, so a hidden arrow takes no space.
  const arrow = (direction: -1 | 1) => (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-hidden
      onClick={() => scrollBy(direction)}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        [direction < 0 ? 'left' : 'right']: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        boxShadow: (theme) => `0 0 12px 10px ${theme.palette.background.paper}`,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {direction < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );

  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', alignItems: 'center', position: 'relative' }}>
      {overflow.start && arrow(-1)}
      <Box
        component="ul"
        ref={rowRef}
        sx={{
          display: 'flex',
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          flex: 1,
        }}
      >
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
                '&.Mui-focusVisible': FOCUS_RING_INSET,
              }}
            >
              {tab.label}
            </ButtonBase>
          </li>
        ))}
      </Box>
      {overflow.end && arrow(1)}
    </Box>
  );
}
