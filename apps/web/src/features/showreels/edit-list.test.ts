import { describe, expect, it } from 'vitest';
import { clipError, isEditListChanged, locate, moveItem, placeClips, playerSource, roundTenth, totalLength } from './edit-list';

const clips = [
  { id: 'a', interviewId: 'i1', start: 2, end: 5 },
  { id: 'b', interviewId: 'i2', start: 10, end: 12.5 },
  { id: 'c', interviewId: 'i1', start: 20, end: 21 },
];

describe('showreel edit list', () => {
  it('moves items', () => {
    expect(moveItem(clips, 0, 2).map((clip) => clip.id)).toEqual(['b', 'c', 'a']);
    expect(moveItem(clips, 2, 0).map((clip) => clip.id)).toEqual(['c', 'a', 'b']);
    expect(moveItem(clips, 5, 0)).toEqual(clips);
  });

  it('validates clip windows against the interview', () => {
    expect(clipError(1, 2, 10)).toBeNull();
    expect(clipError(2, 2, 10)).toMatch(/after start/);
    expect(clipError(3, 2, 10)).toMatch(/after start/);
    expect(clipError(-1, 2, 10)).toMatch(/0 s/);
    expect(clipError(1, 11, 10)).toMatch(/within the interview/);
    expect(clipError(1, 11, null)).toBeNull();
    expect(clipError(Number.NaN, 2)).toMatch(/Enter/);
  });

  it('lays clips out on the reel timeline and locates reel times', () => {
    expect(placeClips(clips).map((clip) => clip.offset)).toEqual([0, 3, 5.5]);
    expect(totalLength(clips)).toBe(6.5);
    expect(locate(clips, 0)).toEqual({ index: 0, time: 2 });
    expect(locate(clips, 4)).toEqual({ index: 1, time: 11 });
    expect(locate(clips, 6)).toEqual({ index: 2, time: 20.5 });
    expect(locate(clips, 7)).toBeNull();
  });

  it('detects changes to tenths of a second', () => {
    expect(
      isEditListChanged(
        clips,
        clips.map((clip) => ({ ...clip, start: clip.start + 0.01 })),
      ),
    ).toBe(false);
    expect(isEditListChanged(clips, moveItem(clips, 0, 1))).toBe(true);
    expect(isEditListChanged(clips, clips.slice(1))).toBe(true);
    expect(roundTenth(1.26)).toBe(1.3);
  });

  it('plays the rendered file once READY, but not over unsaved edits nor while the edit list is playing', () => {
    const ready = { status: 'READY', hasFile: true };
    expect(playerSource(ready, false, false)).toBe('rendered');
    // A render finishing mid-play waits for the pause; unsaved edits keep the (disabled) edit-list player.
    expect(playerSource(ready, false, true)).toBe('edit-list');
    expect(playerSource(ready, true, false)).toBe('edit-list');
    for (const status of ['CREATED', 'PROCESSING', 'ERROR']) expect(playerSource({ status, hasFile: true }, false, false)).toBe('edit-list');
    expect(playerSource({ status: 'READY', hasFile: false }, false, false)).toBe('edit-list');
  });
});
