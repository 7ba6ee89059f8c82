/** Transcript downloads (issue 14): plain text with timestamps, and WebVTT cues, one per chunk (times in seconds). */
import type { Transcript } from '../../lib/api-types';

/** `h:mm:ss.mmm` of WebVTT. */
function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** `m:ss` (or `h:mm:ss`) of a line start. */
function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function chunksOf(transcript: Transcript) {
  return transcript.sections.flatMap((section) => (section.tasks ?? []).flatMap((task) => task.chunks ?? []));
}

/** The transcript as text: a heading line, then one `[m:ss] text` line per chunk. */
export function transcriptToText(transcript: Transcript, heading: string): string {
  return [heading, '', ...chunksOf(transcript).map((chunk) => `[${clock(chunk.start)}] ${chunk.text}`)].join('\n') + '\n';
}

/** The transcript as WebVTT: one cue per chunk (empty chunks left out; `-->` in text cannot end a cue). */
export function transcriptToWebVtt(transcript: Transcript): string {
  const cues = chunksOf(transcript)
    .filter((chunk) => chunk.text.trim() && chunk.end > chunk.start)
    .map((chunk, i) => `${i + 1}\n${vttTime(chunk.start)} --> ${vttTime(chunk.end)}\n${chunk.text.replace(/-->/g, '->').trim()}`);
  return ['WEBVTT', '', ...cues.flatMap((cue) => [cue, ''])].join('\n');
}
