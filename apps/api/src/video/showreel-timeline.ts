/**
 * The reel's own timeline (SPEC §3 Showreel quotes[]): clips laid end to end, and subtitle cues taken from the
 * interviews' transcripts, clipped to each clip and shifted onto the reel. Pure; all times in seconds. Used by the
 * edit-list player answer and by the renderer, so both show the same cues.
 */
import type { TranscriptForSubtitles, VttCue } from './webvtt';
import { escapeVttText, formatVttTimestamp } from './webvtt';

/** A clip on the interview's timeline: `start`..`end` seconds of interview `interviewId`. */
export type TimelineClip = { interviewId: string; start: number; end: number };

/** Offsets (seconds on the reel) at which each clip begins, and the reel's duration (sum of clip lengths). */
export function reelOffsets(clips: readonly TimelineClip[]): { offsets: number[]; duration: number } {
  const offsets: number[] = [];
  let at = 0;
  for (const clip of clips) {
    offsets.push(at);
    at += Math.max(0, clip.end - clip.start);
  }
  return { offsets, duration: at };
}

/**
 * Cues of the reel: every transcript chunk overlapping a clip, cut to the clip and shifted to the clip's offset
 * (chunks shorter than 50 ms after cutting are dropped). `transcriptOf(interviewId)` answers the sections or null.
 */
export function reelCues(clips: readonly TimelineClip[], transcriptOf: (interviewId: string) => TranscriptForSubtitles | null | undefined): VttCue[] {
  const { offsets } = reelOffsets(clips);
  const cues: VttCue[] = [];
  clips.forEach((clip, index) => {
    const sections = transcriptOf(clip.interviewId) ?? [];
    const clipCues: VttCue[] = [];
    for (const section of sections) {
      for (const task of section.tasks) {
        for (const chunk of task.chunks) {
          const start = Math.max(chunk.start, clip.start);
          const end = Math.min(chunk.end, clip.end);
          if (!(end - start >= 0.05) || !chunk.text?.trim()) continue;
          const shift = offsets[index] - clip.start;
          clipCues.push({ start: round3(start + shift), end: round3(end + shift), text: chunk.text.trim() });
        }
      }
    }
    clipCues.sort((a, b) => a.start - b.start);
    cues.push(...clipCues);
  });
  return cues;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A WebVTT document of `cues` (times in seconds on the reel). */
export function cuesToWebVtt(cues: readonly VttCue[]): string {
  const blocks = cues
    .map((cue) => ({ ...cue, text: escapeVttText(cue.text) }))
    .filter((cue) => cue.text)
    .map((cue, index) => `${index + 1}\n${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}\n${cue.text}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
