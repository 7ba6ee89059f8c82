/** Business constants and limits of SPEC §5 and §9. Units are in each name. */
export const LIMITS = {
  /** A token counts as expired this long before its `exp` (SPEC §5, §9). */
  tokenExpiryMarginSeconds: 10,
  /** Access token lifetime (ours; the spec shows none). */
  accessTokenTtlSeconds: 15 * 60,
  /** Refresh token lifetime (ours). */
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  /** Refresh lock in local storage (SPEC §4). */
  refreshLockMs: 5000,
  /** Waiting callers retry the lock this often (SPEC §4). */
  refreshRetryMs: 500,
  /** Snackbar auto-hide (SPEC §8, §9). */
  snackbarAutoHideMs: 1500,
  /** Stale chunk reload guard (SPEC §8). */
  chunkReloadGuardMs: 60_000,
  /** Resize debounce (SPEC §9). */
  resizeDebounceMs: 100,
  /** Cached GETs (SPEC §7, §9). */
  cacheMaxAgeSeconds: 3600,
  /** AI polling (SPEC §7). */
  pollIntervalMs: 500,
  pollTimeoutMs: 5000,
  /** Projects page size (SPEC §7). */
  projectPageSize: 5,
  /** Longest project title and description in characters (ours). */
  projectTitleMaxLength: 200,
  projectDescriptionMaxLength: 2000,
  /** Longest article title, lead and link; longest news notice (ours). */
  articleTitleMaxLength: 200,
  articleLeadMaxLength: 600,
  linkMaxLength: 2000,
  noticeMaxLength: 300,
  /** Password rules (SPEC §5). */
  passwordMinLength: 8,
  /** Stimuli default range (SPEC §5). */
  stimuliMin: 0,
  stimuliMax: 5,
  /** Default and largest page size of list reads (ours). */
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Most ids one list filter (e.g. `segment_ids`) may carry (ours). */
  maxIdsPerFilter: 100,
  /** Longest free-text search (`q`, `search`) in characters (ours). */
  maxSearchLength: 200,
  /** Longest opaque pagination cursor in characters (ours). */
  maxCursorLength: 512,
  /** Narrow layout below this width in px (SPEC §2, §9). */
  narrowLayoutPx: 1120,
  /** Custom showreels are on for studies created on or after this date, UTC (SPEC §4); see `isCustomShowreelAllowed`. */
  customShowreelCutoff: '2022-10-21',
  /** Longest showreel title in characters, after trimming (ours). */
  showreelTitleMaxLength: 200,
  /** Longest showreel description in characters (ours). */
  showreelDescriptionMaxLength: 5000,
} as const;

/** Breakpoints used by the theme (SPEC §9, first set). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 720, lg: 1200, xl: 1680 } as const;
