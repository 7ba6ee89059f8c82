/**
 * Snackbars (SPEC §2, §8: top right, 1500 ms) without notistack in the first page's scripts (issue 15, decision 0210).
 * Pages call `useSnackbar().enqueueSnackbar(message, { variant })`, the shape of notistack's hook; the host
 * (`app/snackbar-host.tsx`, notistack's provider) is loaded once the page has loaded, or at once when a snackbar is asked
 * for earlier, and then shows what was asked meanwhile.
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
  for (const listener of wanted) listener();
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

/**
 * Calls `load` once the host is worth loading: when a snackbar waits, else after the page's load event (when the
 * browser is idle, where it can say so). Returns the cancel function.
 */
export function whenSnackbarHostWanted(load: () => void): () => void {
  if (waiting.length > 0) {
    load();
    return () => {};
  }
  let isDone = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    isDone = true;
    wanted.delete(fire);
    window.removeEventListener('load', onLoad);
    clearTimeout(timer);
  };
  const fire = () => {
    if (isDone) return;
    stop();
    load();
  };
  const onLoad = () => {
    timer = setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fire, { timeout: 2000 }) : fire()), 0);
  };
  wanted.add(fire);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad);
  return stop;
}
