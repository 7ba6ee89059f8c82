import { describe, expect, it } from 'vitest';
import { changesOf, moveItem, type StoryDraft } from './story-draft';

const draft: StoryDraft = {
  title: '  ',
  content: { type: 'doc', content: [] },
  slides: [
    {
      id: 'a',
      label: ' Intro ',
      title: 'One',
      description: '',
      cover_showreel_id: null,
      has_cover: true,
      cover_thumbnail: null,
      link: { type: 'quote', id: 'q1', label: 'a quote' },
    },
    { id: 'b', label: '', title: 'Two', description: 'x', cover_showreel_id: 'r1', has_cover: false, cover_thumbnail: null, link: null },
    { id: 'c', label: '', title: ' ', description: '', cover_showreel_id: null, has_cover: false, cover_thumbnail: null, link: null },
  ],
  tags: ['t'],
  board_id: null,
  highlighted: [{ id: 'i1', label: 'Mette' }],
};

describe('story draft', () => {
  it('sends every field, keeps covers unless a reel was chosen, and leaves out untitled slides', () => {
    const body = changesOf(draft, '2026-01-01T00:00:00.000Z');
    expect(body.title).toBe('Untitled story');
    expect(body.slides).toEqual([
      { id: 'a', label: 'Intro', title: 'One', description: null, link: { type: 'quote', id: 'q1' }, keep_cover_video: true },
      { id: 'b', label: null, title: 'Two', description: 'x', link: null, cover_showreel_id: 'r1' },
    ]);
    expect(body.highlighted_interview_ids).toEqual(['i1']);
    expect(body).not.toHaveProperty('cover_showreel_id');
    expect(changesOf({ ...draft, cover_showreel_id: '' }, 'x')).toMatchObject({ cover_showreel_id: null });
  });
  it('moves an item up or down, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
  });
});
