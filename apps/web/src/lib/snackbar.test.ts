import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it keeps the host and the waiting snackbars), with a page still loading. */
async function load() {
  vi.resetModules();
  const listeners = new Map<string, () => void>();
  vi.stubGlobal('document', { readyState: 'loading' });
  vi.stubGlobal('window', {
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
  });
  vi.stubGlobal('requestIdleCallback', undefined);
  return { snackbar: await import('./snackbar'), fireLoad: () => listeners.get('load')?.() };
}

describe('snackbars before their host is loaded (issue 15)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows a snackbar asked for before the host arrived, once it attaches, and later ones at once', async () => {
    const { snackbar } = await load();
    snackbar.useSnackbar().enqueueSnackbar('Profile saved', { variant: 'success' });
    const shown: string[] = [];
    const detach = snackbar.attachSnackbarHost((message, options) => shown.push(`${options?.variant}: ${message}`));
    expect(shown).toEqual(['success: Profile saved']);
    snackbar.enqueueSnackbar('The note could not be saved.', { variant: 'error' });
    expect(shown).toEqual(['success: Profile saved', 'error: The note could not be saved.']);
    detach();
  });

  it('loads the host after the page has loaded, or at once when a snackbar is asked for before', async () => {
    vi.useFakeTimers();
    const { snackbar, fireLoad } = await load();
    const loadHost = vi.fn();
    snackbar.whenSnackbarHostWanted(loadHost);
    expect(loadHost).not.toHaveBeenCalled();
    fireLoad();
    vi.runAllTimers();
    expect(loadHost).toHaveBeenCalledTimes(1);

    const early = await load();
    const loadEarly = vi.fn();
    early.snackbar.whenSnackbarHostWanted(loadEarly);
    early.snackbar.enqueueSnackbar('Switched to Acme', { variant: 'success' });
    expect(loadEarly).toHaveBeenCalledTimes(1);
    early.fireLoad();
    vi.runAllTimers();
    expect(loadEarly).toHaveBeenCalledTimes(1);
  });
});
