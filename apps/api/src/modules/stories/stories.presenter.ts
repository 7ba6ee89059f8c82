/** Maps story rows to packages/contracts/src/story.ts (SPEC §3 Story); media URLs signed, durations in seconds. Pure. */
import type { Story } from '@insight/contracts';
import type { MediaUrls } from '../../core/media-urls';
import type { StoryWithInterviews } from './stories.service';

/** A story on the wire with slides, cover videos and highlighted interviews. */
export function presentStory({ story, highlighted }: StoryWithInterviews, urls: MediaUrls): Story {
  return {
    id: story.id,
    client_id: story.clientId,
    board_id: story.boardId,
    state: story.state,
    title: story.title,
    story_content: story.storyContent ?? null,
    slides: story.slides.map((slide) => ({
      id: slide.id,
      label: slide.label,
      title: slide.title,
      description: slide.description,
      cover_video: urls.media(slide.cover_video),
    })),
    tags: story.tags,
    counts: { interviews: story.counts.interviews, markets: story.counts.markets },
    highlighted_interviews: highlighted.map((row) => ({
      id: row.id,
      thumbnail: urls.url(row.thumbnailKey),
      duration: row.duration,
      participant: { name: row.participantName, age: row.participantAge, country: row.participantCountry },
    })),
    cover_video: urls.media(story.coverVideo),
    participant_cover_video: urls.media(story.participantCoverVideo),
    created_at: story.createdAt.toISOString(),
    updated_at: story.updatedAt.toISOString(),
  };
}
