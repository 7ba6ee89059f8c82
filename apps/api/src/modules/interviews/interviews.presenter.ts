/** Maps interview and transcript rows to packages/contracts/src/interview.ts (SPEC §3 Interview, Interview transcript). Pure. */
import type { Interview, Transcript } from '@insight/contracts';
import type { InterviewRow, InterviewTranscriptRow } from '@insight/db';
import type { MediaUrls } from '../../core/media-urls';
import { flattenChunks } from './transcript-chunks';

/** An interview on the wire: duration in seconds, thumbnail and video URLs signed. */
export function presentInterview(row: InterviewRow, urls: MediaUrls): Interview {
  const subtitlesEn = urls.url(row.subtitlesEnKey ?? (row.language === 'en' ? row.subtitlesOriginalKey : null));
  return {
    id: row.id,
    language: row.language,
    duration: row.duration,
    participant: { age: row.participantAge, country: row.participantCountry, name: row.participantName },
    thumbnail: urls.url(row.thumbnailKey),
    video: {
      combined_url: urls.url(row.videoKey),
      face_url: urls.url(row.faceVideoKey),
      subtitles: { en: { url: subtitlesEn }, original: { url: urls.url(row.subtitlesOriginalKey) } },
    },
    segment: { id: row.segmentId },
    study: { id: row.studyId },
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A transcript in the SPEC §3 shape: interview {id}, language, sections [{start, end, html, text, tasks […]}] (seconds);
 * each chunk adds its id and timed words (issue 14).
 */
export function presentTranscript(row: InterviewTranscriptRow): Transcript {
  const flat = flattenChunks(row.interviewId, row.sections);
  let next = 0;
  return {
    interview: { id: row.interviewId },
    language: row.language,
    sections: row.sections.map((section) => ({
      start: section.start,
      end: section.end,
      html: section.html,
      text: section.text,
      tasks: section.tasks.map((task) => ({
        id: task.id,
        start: task.start,
        end: task.end,
        chunks: task.chunks.map(() => {
          const { id, start, end, text, words } = flat[next++];
          return { id, start, end, text, words };
        }),
        html: task.html,
        text: task.text,
        type: task.type,
      })),
    })),
  };
}
