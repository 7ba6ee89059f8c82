/** Build-time settings of the SPA (Vite `import.meta.env`); the API is served on the same origin under /api (SPEC §7). */
export const env = {
  /** Base of every API call; `VITE_API_BASE_URL` overrides the same-origin default. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api',
  /** Product name shown in the header and the document title. */
  appName: 'Insight Portal',
  /** True in `vite` dev mode. */
  isDev: import.meta.env.DEV,
} as const;
