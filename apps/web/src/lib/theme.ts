/** The MUI theme: purple primary, Inter with system fallbacks (no network fonts), SPEC §9 breakpoints from contracts. */
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@insight/contracts/limits';

/** Font stack: Inter when installed on the device, else the system UI font (SPEC §9 default font Inter). */
export const FONT_FAMILY = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Header height in px on desktop and mobile (SPEC §2). */
export const HEADER_HEIGHT = { desktop: 100, mobile: 80 } as const;

/** Largest width of the stories container in px (SPEC §9). */
export const STORIES_MAX_WIDTH = 1680;

/** The SPA's theme (colours chosen for WCAG AA contrast on white). */
export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    mode: 'light',
    primary: { main: '#5b2bbf', light: '#8a63d6', dark: '#3f1b8f', contrastText: '#ffffff' },
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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
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
