/** Maps interview and transcript rows to packages/contracts/src/interview.ts (SPEC §3 Interview, Interview transcript). */
import type { Interview, Transcript } from '@insight/contracts';
import type { InterviewRow, InterviewTranscriptRow } from '@insight/db';
import type { MediaSigner } from '../shared/media';

/** An interview on the wire: duration in seconds, thumbnail and video URLs signed. */
export async function presentInterview(row: InterviewRow, media: MediaSigner): Promise<Interview> {
  const [thumbnail, combined, face, subtitlesEn, subtitlesOriginal] = await Promise.all([
    media.url(row.thumbnailKey),
    media.url(row.videoKey),
    media.url(row.faceVideoKey),
    media.url(row.subtitlesEnKey ?? (row.language === 'en' ? row.subtitlesOriginalKey : null)),
    media.url(row.subtitlesOriginalKey),
  ]);
  return {
    id: row.id,
    language: row.language,
    duration: row.duration,
    participant: { age: row.participantAge, country: row.participantCountry, name: row.participantName },
    thumbnail,
    video: {
      combined_url: combined,
      face_url: face,
      subtitles: { en: { url: subtitlesEn }, original: { url: subtitlesOriginal } },
    },
    segment: { id: row.segmentId },
    study: { id: row.studyId },
    created_at: row.createdAt.toISOString(),
  };
}

/** A transcript exactly in the SPEC §3 shape: interview {id}, language, sections [{start, end, html, text, tasks […]}] (seconds). */
export function presentTranscript(row: InterviewTranscriptRow): Transcript {
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
        chunks: task.chunks.map((chunk) => ({ start: chunk.start, end: chunk.end, text: chunk.text })),
        html: task.html,
        text: task.text,
        type: task.type,
      })),
    })),
  };
}
