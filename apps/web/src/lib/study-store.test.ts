import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, createStudyStore } from './study-store';
import type { KeyValueStorage } from './api-client';
import type { Study } from './api-types';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

describe('study store', () => {
  it('starts empty with English and no back link', () => {
    const store = createStudyStore(memoryStorage());
    expect(store.getState()).toMatchObject({ study: null, language: 'en', client: null, hasBackLink: false });
  });

  it('reads and persists the language as snLanguage', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'original' });
    const store = createStudyStore(storage);
    expect(store.getState().language).toBe('original');
    store.setLanguage('en');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(createStudyStore(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' })).getState().language).toBe('en');
  });

  it('sets study, client and the back-link flag and notifies subscribers', () => {
    const store = createStudyStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setStudy({ id: 's1', title: 'Coffee habits' } as Study);
    store.setClient({ id: 'c1', name: 'Acme', can_invite_team_members: true, invite_new_users_by_permission: false, features: [] });
    store.setHasBackLink(true);
    unsubscribe();
    store.setHasBackLink(false);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({ study: { id: 's1' }, client: { id: 'c1' }, hasBackLink: false });
  });
});
