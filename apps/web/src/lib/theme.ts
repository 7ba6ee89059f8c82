/** The MUI theme: purple primary, Inter shipped with the app (no network fonts), one focus ring, SPEC §9 breakpoints from contracts. */
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, LIMITS } from '@insight/contracts/limits';

/** Font stack: Inter Variable, shipped with the app by @fontsource-variable/inter (its @font-face rules are inlined into index.html), then system fonts (SPEC §9 default font Inter). */
export const FONT_FAMILY = '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const PRIMARY = '#5b2bbf';

/**
 * The one keyboard focus ring of the app (WCAG 2.4.7): a 3 px primary outline with a white halo, so it shows on white,
 * tinted and dark (hero, video) backgrounds alike. Shown on :focus-visible only, never on a mouse click.
 */
export const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: '2px', boxShadow: '0 0 0 2px #ffffff' } as const;
/** The ring drawn inside the element, for elements a parent clips (cards, tabs in a scroller, list rows). */
export const FOCUS_RING_INSET = { outline: `3px solid ${PRIMARY}`, outlineOffset: '-3px', boxShadow: 'inset 0 0 0 5px #ffffff' } as const;

/** Media query of the narrow layout (below 1120 px, SPEC §2). */
export const NARROW_LAYOUT_QUERY = `(max-width:${LIMITS.narrowLayoutPx - 0.02}px)`;

/** Header height in px on desktop and mobile (SPEC §2). */
export const HEADER_HEIGHT = { desktop: 100, mobile: 80 } as const;

/** Container widths in px (SPEC §9: 960, 1280, 1680): forms, pages and lists, stories. */
export const CONTAINER_WIDTHS = { narrow: 960, default: 1280, wide: 1680 } as const;

/**
 * The floating assistant button (decision 0390): its size and its inset from the viewport's bottom right edge in px, by
 * breakpoint — a 40 px icon on phones, 48 px from 600 px, with its "Ask AI" label (120 px wide) from 1680 px.
 */
export const ASSISTANT_BUTTON = { xs: { size: 40, inset: 12 }, sm: { size: 48, inset: 24 }, xl: { width: 120, inset: 24 } } as const;

/**
 * CSS custom property holding the width (px) the floating assistant button takes from the viewport's right edge, plus
 * an 8 px gap; the signed-in layout sets it on `<main>` and {@link CONTAINER_WIDTHS} containers keep their content left of it.
 */
export const ASSISTANT_GUTTER_VAR = '--assistant-gutter';

/** `sx` setting {@link ASSISTANT_GUTTER_VAR} on the signed-in layout's `<main>` (and the page shell's), by breakpoint. */
export const ASSISTANT_GUTTER_SX = {
  [ASSISTANT_GUTTER_VAR]: {
    xs: `${ASSISTANT_BUTTON.xs.inset + ASSISTANT_BUTTON.xs.size + 8}px`,
    sm: `${ASSISTANT_BUTTON.sm.inset + ASSISTANT_BUTTON.sm.size + 8}px`,
    xl: `${ASSISTANT_BUTTON.xl.inset + ASSISTANT_BUTTON.xl.width + 8}px`,
  },
} as const;

/** The one card-grid rule (studies, interviews, showreels, stories): a list without bullets, 1 column on phones, 2 from 600 px, 3 from 1200 px, 4 from 1680 px. */
export const CARD_GRID_SX = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  '& > li': { minWidth: 0 },
} as const;

/** The SPA's theme (colours chosen for WCAG AA contrast on white). */
export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, light: '#8a63d6', dark: '#3f1b8f', contrastText: '#ffffff' },
    secondary: { main: '#0f6e6e', contrastText: '#ffffff' },
    background: { default: '#f7f5fb', paper: '#ffffff' },
    text: { primary: '#1d1a24', secondary: '#4f4a5c' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { fontSize: '1.15rem', fontWeight: 600 },
    h5: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontSize: '0.95rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // One focus ring everywhere: native elements, links and every ButtonBase (buttons, tabs, cards, menu items, chips).
    MuiCssBaseline: { styleOverrides: { ':focus-visible': FOCUS_RING, 'a:focus-visible': FOCUS_RING } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { borderRadius: 2, '&:focus-visible, &.Mui-focusVisible': FOCUS_RING } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // MUI's default unselected toggle text (action.active) falls short of AA contrast on white.
    MuiToggleButton: { styleOverrides: { root: { color: '#4f4a5c', fontWeight: 600 } } },
  },
});

/** The theme for content over a dark cover (the story hero and the transparent header above it): light text, light primary. */
export const coverTheme = createTheme({
  ...theme,
  palette: {
    mode: 'dark',
    primary: { main: '#cbb8ff', light: '#e3d9ff', dark: '#a98bff', contrastText: '#1d1a24' },
    secondary: { main: '#7fd6d6', contrastText: '#1d1a24' },
    background: { default: '#0f0c17', paper: '#1d1530' },
    text: { primary: '#ffffff', secondary: 'rgba(255,255,255,0.82)' },
  },
  components: {
    ...theme.components,
    MuiToggleButton: { styleOverrides: { root: { color: 'rgba(255,255,255,0.85)', fontWeight: 600 } } },
  },
});
