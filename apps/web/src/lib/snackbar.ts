/**
 * Snackbars (SPEC §2, §8: top right, 1500 ms) without notistack in the first page's scripts (issue 15, decision 0210).
 * Pages call `useSnackbar().enqueueSnackbar(message, { variant })`, the shape of notistack's hook; the host
 * (`app/snackbar-host.tsx`, notistack's provider) is loaded with the first snackbar and shows it once it is there.
 */

/** A snackbar's colour and meaning. */
export type SnackbarVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
/** Options of {@link enqueueSnackbar}. */
export type SnackbarOptions = { variant?: SnackbarVariant };
type Show = (message: string, options?: SnackbarOptions) => void;

let show: Show | null = null;
const waiting: [string, SnackbarOptions | undefined][] = [];
const wanted = new Set<() => void>();

/** Shows `message` as a snackbar (kept until the host is there). */
export function enqueueSnackbar(message: string, options?: SnackbarOptions): void {
  if (show) return show(message, options);
  waiting.push([message, options]);
  for (const listener of [...wanted]) listener();
}

const hook = { enqueueSnackbar } as const;

/** The snackbar hook of the portal: `{ enqueueSnackbar }`, the same shape as notistack's `useSnackbar`. */
export function useSnackbar(): typeof hook {
  return hook;
}

/** For the host: shows the waiting snackbars and the next ones through `host`; returns its detach function. */
export function attachSnackbarHost(host: Show): () => void {
  show = host;
  for (const [message, options] of waiting.splice(0)) host(message, options);
  return () => {
    if (show === host) show = null;
  };
}

/** Calls `load` when a snackbar is asked for (at once if one already waits); returns the cancel function. */
export function whenSnackbarHostWanted(load: () => void): () => void {
  if (waiting.length > 0) {
    load();
    return () => {};
  }
  const fire = () => {
    wanted.delete(fire);
    load();
  };
  wanted.add(fire);
  return () => void wanted.delete(fire);
}
