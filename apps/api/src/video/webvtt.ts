/**
 * WebVTT subtitles from interview transcripts (SPEC §3: sections → tasks → chunks, times in seconds) and a
 * small strict WebVTT cue parser (https://www.w3.org/TR/webvtt1/), enough for imported subtitle files.
 */

/** One subtitle cue: start/end in seconds, plain text (lines joined by "\n", tags removed, entities decoded). */
export type VttCue = { start: number; end: number; text: string };

/** The part of the SPEC §3 transcript shape subtitles need: sections[].tasks[].chunks[] with times in seconds. */
export type TranscriptForSubtitles = readonly { tasks: readonly { chunks: readonly { start: number; end: number; text: string }[] }[] }[];

/** Formats seconds as a WebVTT timestamp `HH:MM:SS.mmm` (rounded to the millisecond; negative clamps to 0). */
export function formatVttTimestamp(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}.${pad(ms, 3)}`;
}

/** Escapes cue text for WebVTT (`&` `<` `>` as entities) and removes blank lines, which would end the cue. */
export function escapeVttText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Builds a WebVTT document with one cue per transcript chunk, ordered by start time (stable). Chunks with empty text or
 * non-finite times are skipped; an end not after its start becomes start + 1 ms.
 */
export function transcriptToWebVtt(sections: TranscriptForSubtitles): string {
  const cues: VttCue[] = [];
  for (const section of sections) {
    for (const task of section.tasks) {
      for (const chunk of task.chunks) {
        const text = escapeVttText(chunk.text ?? '');
        if (!text || !Number.isFinite(chunk.start) || !Number.isFinite(chunk.end)) continue;
        const start = Math.max(0, chunk.start);
        cues.push({ start, end: Math.max(chunk.end, start + 0.001), text });
      }
    }
  }
  cues.sort((a, b) => a.start - b.start);
  const blocks = cues.map((cue, index) => `${index + 1}\n${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}\n${cue.text}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** Parses a WebVTT timestamp (`MM:SS.mmm` or `HH:MM:SS.mmm`) into seconds; throws on anything else. */
function parseVttTimestamp(value: string): number {
  const match = TIMESTAMP.exec(value);
  if (!match) throw new Error(`invalid WebVTT timestamp "${value}"`);
  const [, hours, minutes, seconds, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f', quot: '"', apos: "'" };

/** Plain text of a cue payload: drops tags (`<v Name>`, `<b>`, `<c.x>`, `<00:00:01.000>`) and decodes character references. */
function vttPayloadToText(payload: string): string {
  return payload.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Parses WebVTT text into cues (seconds; plain text). Strict: requires the `WEBVTT` header, valid timestamps and
 * end ≥ start, and throws an Error naming the line otherwise. NOTE, STYLE and REGION blocks are skipped.
 */
export function parseWebVtt(text: string): VttCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) throw new Error('line 1: a WebVTT file must start with "WEBVTT"');
  const cues: VttCue[] = [];
  let index = 1;
  // Header lines run until the first blank line.
  while (index < lines.length && lines[index].trim() !== '') {
    if (lines[index].includes('-->')) throw new Error(`line ${index + 1}: a blank line must follow the WEBVTT header`);
    index++;
  }
  while (index < lines.length) {
    while (index < lines.length && lines[index].trim() === '') index++;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index].trim() !== '') block.push(lines[index++]);
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0])) continue;
    let timingIndex = block[0].includes('-->') ? 0 : 1;
    if (timingIndex >= block.length || !block[timingIndex].includes('-->')) {
      throw new Error(`line ${blockStart + 1}: expected cue timings "start --> end"`);
    }
    const timing = /^\s*(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/.exec(block[timingIndex]);
    const lineNumber = blockStart + timingIndex + 1;
    if (!timing) throw new Error(`line ${lineNumber}: malformed cue timings "${block[timingIndex]}"`);
    let start: number;
    let end: number;
    try {
      start = parseVttTimestamp(timing[1]);
      end = parseVttTimestamp(timing[2]);
    } catch (error) {
      throw new Error(`line ${lineNumber}: ${(error as Error).message}`);
    }
    if (end < start) throw new Error(`line ${lineNumber}: cue ends before it starts`);
    timingIndex++;
    const payload = block.slice(timingIndex);
    if (payload.some((line) => line.includes('-->'))) throw new Error(`line ${lineNumber + 1}: cue text must not contain "-->"`);
    cues.push({ start, end, text: vttPayloadToText(payload.join('\n')).trim() });
  }
  return cues;
}
