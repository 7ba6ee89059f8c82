/**
 * The chunks of an interview's transcript in reading order, each with a stable id and its timed words (issue 14). A
 * chunk's id is derived from the interview id and the chunk's position, so the original chunk and its English
 * translation (same position, same times) share it, and an id names exactly one chunk of one interview.
 */
import { createHash } from 'node:crypto';
import type { TranscriptSectionJson } from '@insight/db';
import { wordsOfChunk, type TimedWordText } from '../../video/word-timings';

/** One chunk in reading order: its id, position, task id, span (seconds), text and timed words. */
export type FlatChunk = { id: string; index: number; taskId: string; start: number; end: number; text: string; words: TimedWordText[] };

/** The id of chunk `index` (0-based, reading order) of interview `interviewId`: a name-based UUID (version 5 layout, SHA-1). */
export function chunkIdOf(interviewId: string, index: number): string {
  const hex = createHash('sha1').update(`insight-portal:transcript-chunk:${interviewId}:${index}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Every chunk of `sections` in reading order with its id and words (stored timings, or spread over the chunk). */
export function flattenChunks(interviewId: string, sections: readonly TranscriptSectionJson[]): FlatChunk[] {
  const out: FlatChunk[] = [];
  for (const section of sections) {
    for (const task of section.tasks) {
      for (const chunk of task.chunks) {
        const index = out.length;
        out.push({
          id: chunkIdOf(interviewId, index),
          index,
          taskId: task.id,
          start: chunk.start,
          end: chunk.end,
          text: chunk.text,
          words: wordsOfChunk(chunk),
        });
      }
    }
  }
  return out;
}
