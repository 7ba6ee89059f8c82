/** Maps story rows to packages/contracts/src/story.ts (SPEC §3 Story); media URLs signed, durations in seconds. Pure. */
import type { HighlightedInterview, Story, StoryObjective, StoryQuote, StoryVideo } from '@insight/contracts';
import type { MediaRefJson } from '@insight/db';
import type { MediaUrls } from '../../core/media-urls';
import { presentShowreel } from '../showreels';
import type { HighlightedInterviewRow, StoryQuoteRow, VideoFileInfo } from './stories.repository';
import { presentStoryObjectives } from '../findings';
import type { StoryObjectivesView, StoryView } from './stories.service';

/** A stored video (interview file or rendered reel) with its thumbnail and original/English subtitle tracks, or null. */
export function presentVideo(ref: MediaRefJson | null | undefined, videos: ReadonlyMap<string, VideoFileInfo>, urls: MediaUrls): StoryVideo | null {
  if (!ref?.key) return null;
  const info = videos.get(ref.key);
  return {
    url: urls.url(ref.key)!,
    duration: ref.duration ?? null,
    thumbnail: urls.url(ref.thumbnailKey ?? info?.thumbnailKey),
    language: info?.language ?? null,
    subtitles: { en: { url: urls.url(info?.subtitlesEnKey) }, original: { url: urls.url(info?.subtitlesOriginalKey) } },
  };
}

/** A highlighted interview on a story or board, playable in place. */
export function presentHighlightedInterview(row: HighlightedInterviewRow, videos: ReadonlyMap<string, VideoFileInfo>, urls: MediaUrls): HighlightedInterview {
  return {
    id: row.id,
    study_id: row.studyId,
    thumbnail: urls.url(row.thumbnailKey),
    duration: row.duration,
    participant: { name: row.participantName, age: row.participantAge, country: row.participantCountry },
    video: presentVideo(row.videoKey ? { key: row.videoKey, duration: row.duration, thumbnailKey: row.thumbnailKey } : null, videos, urls),
  };
}

function presentQuote(row: StoryQuoteRow, videos: ReadonlyMap<string, VideoFileInfo>, urls: MediaUrls): StoryQuote {
  const { interview } = row;
  return {
    id: row.id,
    content_original: row.contentOriginal,
    content_en: row.contentEn ?? (row.language === 'en' ? row.contentOriginal : null),
    language: row.language,
    participant: { name: row.participantName || interview.participantName, age: interview.participantAge, country: interview.participantCountry },
    study_id: row.studyId,
    interview_id: row.interviewId,
    start: row.start,
    end: row.end,
    video: presentVideo(
      interview.videoKey ? { key: interview.videoKey, duration: interview.duration, thumbnailKey: row.thumbnailKey ?? interview.thumbnailKey } : null,
      videos,
      urls,
    ),
  };
}

/** A story on the wire: cleaned content without blocks the reader may not see, the blocks' reels and quotes, slides, videos. */
export function presentStory(view: StoryView, urls: MediaUrls): Story {
  const { story, highlighted, videos, reels, quotes, slideLinks } = view;
  return {
    id: story.id,
    client_id: story.clientId,
    board_id: story.boardId,
    segment_group_id: story.segmentGroupId,
    state: story.state,
    title: story.title,
    story_content: view.document,
    slides: story.slides.map((slide) => {
      const studyId = slide.link ? slideLinks.get(`${slide.link.type}:${slide.link.id}`) : undefined;
      return {
        id: slide.id,
        label: slide.label,
        title: slide.title,
        description: slide.description,
        cover_video: presentVideo(slide.cover_video, videos, urls),
        link: slide.link && studyId ? { type: slide.link.type, id: slide.link.id, study_id: studyId } : null,
      };
    }),
    tags: story.tags,
    counts: { interviews: story.counts.interviews, markets: story.counts.markets },
    highlighted_interviews: highlighted.map((row) => presentHighlightedInterview(row, videos, urls)),
    cover_video: presentVideo(story.coverVideo, videos, urls),
    participant_cover_video: presentVideo(story.participantCoverVideo, videos, urls),
    showreels: reels.rows.map((row) => {
      const {
        client_id: _client,
        segment_id: _segment,
        project_id: _project,
        type: _type,
        error: _error,
        quotes: _quotes,
        ...reel
      } = presentShowreel(row, reels.transcripts, urls);
      return reel;
    }),
    quotes: quotes.map((row) => presentQuote(row, videos, urls)),
    created_at: story.createdAt.toISOString(),
    updated_at: story.updatedAt.toISOString(),
  };
}

/** A story's objectives on the wire: each insight carries its supporting quotes the reader may see, playable in place. */
export function presentStoryObjectivesWithQuotes(view: StoryObjectivesView, urls: MediaUrls): StoryObjective[] {
  return presentStoryObjectives(view.parts, urls).map((objective) => ({
    ...objective,
    insights: objective.insights.map((insight) => ({
      ...insight,
      quotes: (view.parts.quoteIds.get(insight.id) ?? []).flatMap((id) => {
        const row = view.quotes.get(id);
        return row ? [presentQuote(row, view.videos, urls)] : [];
      }),
    })),
  }));
}
