/** The story editor's draft and what an autosave sends (ours, issue 13). Pure. */
import type { StoryDocument } from '@insight/contracts/story-document';
import type { Story } from '../../lib/api-types';

/** A slide as edited: `cover_showreel_id` set when a reel was just chosen; `cover_title` names the current cover for the form. */
export type SlideDraft = {
  id: string;
  label: string;
  title: string;
  description: string;
  cover_showreel_id: string | null;
  has_cover: boolean;
  cover_thumbnail: string | null;
  /** What the highlight links to (an insight, quote or study of the client), and how the form names it. */
  link: { type: 'insight' | 'quote' | 'study'; id: string; label: string } | null;
};

/** Everything the editor changes. A `*_showreel_id` is set only when a new reel was chosen (`''` clears the cover). */
export type StoryDraft = {
  title: string;
  content: StoryDocument;
  slides: SlideDraft[];
  tags: string[];
  board_id: string | null;
  /** Highlighted interviews in order, with how the form names them. */
  highlighted: { id: string; label: string }[];
  cover_showreel_id?: string | null;
  participant_cover_showreel_id?: string | null;
};

let counter = 0;
/** A fresh id for a new slide (the API keeps it). */
export function newSlideId(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}

/** The draft of a story as read. */
export function draftOf(story: Story): StoryDraft {
  return {
    title: story.title,
    content: (story.story_content as StoryDocument | null) ?? { type: 'doc', content: [] },
    slides: story.slides.map((s) => ({
      id: s.id,
      label: s.label ?? '',
      title: s.title,
      description: s.description ?? '',
      cover_showreel_id: null,
      has_cover: Boolean(s.cover_video),
      cover_thumbnail: s.cover_video?.thumbnail ?? null,
      link: s.link ? { type: s.link.type, id: s.link.id, label: `this ${s.link.type}` } : null,
    })),
    tags: story.tags,
    board_id: story.board_id,
    highlighted: story.highlighted_interviews.map((i) => ({
      id: i.id,
      label: [i.participant.name, i.participant.age, i.participant.country].filter((p) => p !== null && p !== '').join(', '),
    })),
  };
}

/** The PATCH body of a draft: every field, covers only when a reel was chosen, slides keeping their cover otherwise. */
export function changesOf(draft: StoryDraft, updatedAt: string) {
  return {
    updated_at: updatedAt,
    title: draft.title.trim() || 'Untitled story',
    story_content: draft.content,
    tags: draft.tags,
    board_id: draft.board_id,
    highlighted_interview_ids: draft.highlighted.map((i) => i.id),
    slides: draft.slides
      .filter((s) => s.title.trim())
      .map((s) => ({
        id: s.id,
        label: s.label.trim() || null,
        title: s.title.trim(),
        description: s.description.trim() || null,
        link: s.link ? { type: s.link.type, id: s.link.id } : null,
        ...(s.cover_showreel_id ? { cover_showreel_id: s.cover_showreel_id } : { keep_cover_video: s.has_cover }),
      })),
    ...(draft.cover_showreel_id !== undefined ? { cover_showreel_id: draft.cover_showreel_id || null } : {}),
    ...(draft.participant_cover_showreel_id !== undefined ? { participant_cover_showreel_id: draft.participant_cover_showreel_id || null } : {}),
  };
}

/** Moves item `index` of `list` by `delta` places (clamped); answers a new list. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + delta));
  if (target === index) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item);
  return next;
}
