/**
 * The client-side study state of SPEC §3/§4 as one small external store (read with `useSyncExternalStore`):
 * study, audience, objective insights, playing videos grouped by key, content language (persisted as snLanguage),
 * active client and the back-link flag.
 */
import { useSyncExternalStore } from 'react';
import type { Client } from '@insight/contracts/user';
import type { Study, Translation } from './api-types';
import type { KeyValueStorage } from './api-client';

/** Storage key of the chosen content language (SPEC §1: snLanguage, kept in the session). */
export const LANGUAGE_STORAGE_KEY = 'snLanguage';
/** Key of the playing-videos list used when none is given (SPEC §3). */
export const DEFAULT_VIDEOS_KEY = 'default';
/** Content language shown when none was chosen (SPEC §1: English). */
export const DEFAULT_LANGUAGE: Translation = 'en';

/** A subtask entry of a playing video's task. */
export type PlayingSubtask = Record<string, unknown>;
/** A task entry of a playing video; its subtasks merge by position. */
export type PlayingTask = Record<string, unknown> & { subtasks?: PlayingSubtask[] };
/** A video being played (SPEC §3: a video has id and tasks; each task has subtasks). */
export type PlayingVideo = Record<string, unknown> & { id: string; tasks?: PlayingTask[] };
/** Audience settings of the current study (shape owned by the API). */
export type AudienceSettings = Record<string, unknown>;
/** An objective insight of the current study (shape owned by the API). */
export type ObjectiveInsight = Record<string, unknown> & { id: string };

/** The whole client-side study state. */
export type StudyState = {
  study: Study | null;
  audience: AudienceSettings | null;
  objectiveInsights: ObjectiveInsight[];
  /** Lists of playing videos grouped by key ('default' unless a caller names another). */
  playingVideos: Record<string, PlayingVideo[]>;
  /** Content language: 'en' (English, default) or 'original'. */
  language: Translation;
  client: Client | null;
  hasBackLink: boolean;
};

function mergeByPosition<T extends Record<string, unknown>>(current: T[] | undefined, patch: T[] | undefined, merge: (a: T, b: T) => T): T[] | undefined {
  if (!patch) return current;
  if (!current) return patch;
  const length = Math.max(current.length, patch.length);
  return Array.from({ length }, (_, index) => {
    const before = current[index];
    const after = patch[index];
    if (before === undefined) return after;
    if (after === undefined) return before;
    return merge(before, after);
  });
}

function mergeTask(task: PlayingTask, patch: PlayingTask): PlayingTask {
  return { ...task, ...patch, subtasks: mergeByPosition(task.subtasks, patch.subtasks, (a, b) => ({ ...a, ...b })) };
}

function readLanguage(storage: KeyValueStorage | undefined): Translation {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return stored === 'original' || stored === 'en' ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The store: `getState`, `subscribe` and the SPEC §4 actions. */
export type StudyStore = ReturnType<typeof createStudyStore>;

/** Creates a study store; `storage` keeps snLanguage (sessionStorage in the browser, a Map in tests). */
export function createStudyStore(storage?: KeyValueStorage) {
  let state: StudyState = {
    study: null,
    audience: null,
    objectiveInsights: [],
    playingVideos: { [DEFAULT_VIDEOS_KEY]: [] },
    language: readLanguage(storage),
    client: null,
    hasBackLink: false,
  };
  const listeners = new Set<() => void>();

  function update(patch: Partial<StudyState>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }
  function setVideos(key: string, videos: PlayingVideo[]): void {
    update({ playingVideos: { ...state.playingVideos, [key]: videos } });
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
    setStudy: (study: Study | null) => update({ study }),
    setAudience: (audience: AudienceSettings | null) => update({ audience }),
    setObjectiveInsights: (objectiveInsights: ObjectiveInsight[]) => update({ objectiveInsights }),
    /** Plays one video: replaces the list under `key`. */
    playVideo: (video: PlayingVideo, key = DEFAULT_VIDEOS_KEY) => setVideos(key, [video]),
    /** Plays several videos: replaces the list under `key`. */
    playVideos: (videos: PlayingVideo[], key = DEFAULT_VIDEOS_KEY) => setVideos(key, [...videos]),
    /** Clears the list under `key`. */
    clearVideos: (key = DEFAULT_VIDEOS_KEY) => setVideos(key, []),
    /** Merges `patch` into the video with its id under `key`: fields shallowly, tasks and their subtasks by list position; ignored when absent. */
    updateVideo: (patch: PlayingVideo, key = DEFAULT_VIDEOS_KEY) => {
      const videos = state.playingVideos[key] ?? [];
      const index = videos.findIndex((video) => video.id === patch.id);
      if (index === -1) return;
      const current = videos[index];
      const merged: PlayingVideo = { ...current, ...patch, tasks: mergeByPosition(current.tasks, patch.tasks, mergeTask) };
      setVideos(key, videos.map((video, at) => (at === index ? merged : video)));
    },
    /** Sets the content language and persists it as snLanguage. */
    setLanguage: (language: Translation) => {
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage disabled: the choice lasts for this page only.
      }
      update({ language });
    },
    setClient: (client: Client | null) => update({ client }),
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
