/**
 * The client-side study state of SPEC §3/§4 as one small external store (read with `useSyncExternalStore`): the study,
 * the content language (persisted as snLanguage), the active client and the back-link flag. The spec's audience,
 * objective insights and playing videos join it when a screen needs them (none does yet).
 */
import { useSyncExternalStore } from 'react';
import type { Client } from '@insight/contracts/user';
import type { Study, Translation } from './api-types';
import type { KeyValueStorage } from './api-client';

/** Storage key of the chosen content language (SPEC §1: snLanguage, kept in the session). */
export const LANGUAGE_STORAGE_KEY = 'snLanguage';
/** Content language shown when none was chosen (SPEC §1: English). */
export const DEFAULT_LANGUAGE: Translation = 'en';

/** The whole client-side study state. */
export type StudyState = {
  study: Study | null;
  /** Content language: 'en' (English, default) or 'original'. */
  language: Translation;
  client: Client | null;
  hasBackLink: boolean;
};

function readLanguage(storage: KeyValueStorage | undefined): Translation {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return stored === 'original' || stored === 'en' ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Creates a study store (`getState`, `subscribe`, the SPEC §4 actions); `storage` keeps snLanguage (sessionStorage in the browser, a Map in tests). */
export function createStudyStore(storage?: KeyValueStorage) {
  let state: StudyState = {
    study: null,
    language: readLanguage(storage),
    client: null,
    hasBackLink: false,
  };
  const listeners = new Set<() => void>();

  function update(patch: Partial<StudyState>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }

  return {
    /** The current state (a new object after every change). */
    getState: () => state,
    /** Subscribes to changes; returns the unsubscribe function. */
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Records the study being viewed (SPEC §4 set study). */
    setStudy: (study: Study | null) => update({ study }),
    /** Sets the content language and persists it as snLanguage. */
    setLanguage: (language: Translation) => {
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage disabled: the choice lasts for this page only.
      }
      update({ language });
    },
    /** Records the active client (SPEC §4 set client). */
    setClient: (client: Client | null) => update({ client }),
    /** Records whether there is a page to go back to (SPEC §2: back-link availability, recorded on each navigation). */
    setHasBackLink: (hasBackLink: boolean) => update({ hasBackLink }),
  };
}

function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The SPA's one study store (snLanguage kept in sessionStorage). */
export const studyStore = createStudyStore(browserSessionStorage());

/** Reads a slice of the study store; `selector` must return a stored value (not a new object) to avoid re-render loops. */
export function useStudyStore<T>(selector: (state: StudyState) => T): T {
  return useSyncExternalStore(studyStore.subscribe, () => selector(studyStore.getState()));
}
