import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, createStudyStore, type PlayingVideo } from './study-store';
import type { KeyValueStorage } from './api-client';
import type { Study } from './api-types';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const video = (id: string, extra: Partial<PlayingVideo> = {}): PlayingVideo => ({ id, ...extra });

describe('study store', () => {
  it('starts empty with English, no back link and an empty default video list', () => {
    const store = createStudyStore(memoryStorage());
    expect(store.getState()).toMatchObject({ study: null, audience: null, objectiveInsights: [], language: 'en', client: null, hasBackLink: false, playingVideos: { default: [] } });
  });

  it('reads and persists the language as snLanguage', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'original' });
    const store = createStudyStore(storage);
    expect(store.getState().language).toBe('original');
    store.setLanguage('en');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(createStudyStore(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' })).getState().language).toBe('en');
  });

  it('plays one video by replacing the list under its key, and several videos under another key', () => {
    const store = createStudyStore(memoryStorage());
    store.playVideos([video('a'), video('b')]);
    store.playVideo(video('c'));
    store.playVideos([video('x'), video('y')], 'reel');
    expect(store.getState().playingVideos.default.map((v) => v.id)).toEqual(['c']);
    expect(store.getState().playingVideos.reel.map((v) => v.id)).toEqual(['x', 'y']);
    store.clearVideos('reel');
    expect(store.getState().playingVideos.reel).toEqual([]);
    expect(store.getState().playingVideos.default).toHaveLength(1);
  });

  it('updates a video by id, merging fields, tasks and subtasks by position', () => {
    const store = createStudyStore(memoryStorage());
    store.playVideos([
      video('a', { title: 'A', tasks: [{ id: 't1', text: 'one', subtasks: [{ id: 's1', text: 'a' }, { id: 's2', text: 'b' }] }, { id: 't2', text: 'two' }] }),
      video('b', { title: 'B' }),
    ]);

    store.updateVideo({ id: 'a', progress: 0.5, tasks: [{ isDone: true, subtasks: [{ isDone: true }] }] as PlayingVideo['tasks'] });

    const [a, b] = store.getState().playingVideos.default;
    expect(a).toMatchObject({ id: 'a', title: 'A', progress: 0.5 });
    expect(a.tasks).toEqual([
      { id: 't1', text: 'one', isDone: true, subtasks: [{ id: 's1', text: 'a', isDone: true }, { id: 's2', text: 'b' }] },
      { id: 't2', text: 'two' },
    ]);
    expect(b).toEqual({ id: 'b', title: 'B' });
  });

  it('ignores an update of a video that is not in the list', () => {
    const store = createStudyStore(memoryStorage());
    store.playVideo(video('a'));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.updateVideo({ id: 'zzz', title: 'nope' });
    store.updateVideo({ id: 'a' }, 'other-key');
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('sets study, audience, objective insights, client and the back-link flag and notifies subscribers', () => {
    const store = createStudyStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setStudy({ id: 's1', title: 'Coffee habits' } as Study);
    store.setAudience({ kind: 'PRIVATE_CUSTOMERS' });
    store.setObjectiveInsights([{ id: 'o1' }]);
    store.setClient({ id: 'c1', name: 'Acme', can_invite_team_members: true, invite_new_users_by_permission: false, features: [] });
    store.setHasBackLink(true);
    unsubscribe();
    store.setHasBackLink(false);
    expect(listener).toHaveBeenCalledTimes(5);
    expect(store.getState()).toMatchObject({ study: { id: 's1' }, audience: { kind: 'PRIVATE_CUSTOMERS' }, objectiveInsights: [{ id: 'o1' }], client: { id: 'c1' }, hasBackLink: false });
  });
});
