import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it keeps the host and the waiting snackbars). */
async function load() {
  vi.resetModules();
  return { snackbar: await import('./snackbar') };
}

describe('snackbars before their host is loaded (issue 15)', () => {
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

  it('loads the host with the first snackbar, not before', async () => {
    const { snackbar } = await load();
    const loadHost = vi.fn();
    snackbar.whenSnackbarHostWanted(loadHost);
    expect(loadHost).not.toHaveBeenCalled();
    snackbar.enqueueSnackbar('Switched to Acme', { variant: 'success' });
    expect(loadHost).toHaveBeenCalledTimes(1);
    // A host asked for after a snackbar already waits loads at once.
    const later = vi.fn();
    snackbar.whenSnackbarHostWanted(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
