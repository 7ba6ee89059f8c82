import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatVttTimestamp, parseWebVtt, transcriptToWebVtt } from './webvtt';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sharedMedia = path.resolve(repoRoot, '../shared/media');

describe('WebVTT', () => {
  it('writes one cue per chunk in start order and reads the same times and text back', () => {
    const sections = [
      {
        start: 0,
        end: 9,
        html: '<p>Intro</p>',
        text: 'Intro',
        tasks: [
          {
            id: 't2',
            start: 4,
            end: 9,
            html: '',
            text: '',
            type: 'TEXT_ONLY',
            chunks: [
              { start: 6.5, end: 9, text: 'Fish & chips <3 > "tags" like <b>' },
              { start: 4.0004, end: 6.2, text: 'Second line\n\nwith a blank line inside' },
            ],
          },
          { id: 't1', start: 0, end: 4, html: '', text: '', type: 'TEXT_ONLY', chunks: [{ start: 0.25, end: 3.999, text: 'Hej, jeg hedder Åse.' }] },
        ],
      },
      {
        tasks: [
          {
            chunks: [
              { start: 3725.5, end: 3727.0625, text: 'an hour in' },
              { start: 10, end: 11, text: '   ' },
            ],
          },
        ],
      },
    ];
    const vtt = transcriptToWebVtt(sections);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.250 --> 00:00:03.999\nHej, jeg hedder Åse.\n\n')).toBe(true);
    expect(vtt).toContain('Fish &amp; chips &lt;3 &gt; "tags" like &lt;b&gt;');
    expect(vtt).toContain('01:02:05.500 --> 01:02:07.063');
    expect(vtt).not.toMatch(/\n\n\n/);

    expect(parseWebVtt(vtt)).toEqual([
      { start: 0.25, end: 3.999, text: 'Hej, jeg hedder Åse.' },
      { start: 4, end: 6.2, text: 'Second line\nwith a blank line inside' },
      { start: 6.5, end: 9, text: 'Fish & chips <3 > "tags" like <b>' },
      { start: 3725.5, end: 3727.063, text: 'an hour in' },
    ]);
  });

  it('formats timestamps with millisecond carry', () => {
    expect(formatVttTimestamp(59.9996)).toBe('00:01:00.000');
    expect(formatVttTimestamp(0)).toBe('00:00:00.000');
    expect(formatVttTimestamp(-1)).toBe('00:00:00.000');
    expect(formatVttTimestamp(36000.001)).toBe('10:00:00.001');
  });

  it('reads ids, settings, NOTE blocks, short timestamps, voice tags and entities', () => {
    const text =
      '\uFEFFWEBVTT - demo\r\nKind: captions\r\n\r\nNOTE a comment\r\nspanning lines\r\n\r\nintro\r\n00:01.000 --> 00:02.500 align:start line:0\r\n<v Anna>Hello &amp; <i>welcome</i>&#33;</v>\r\n\r\n00:00:03.000 --> 00:00:04.000\r\nsecond&nbsp;cue\r\n';
    expect(parseWebVtt(text)).toEqual([
      { start: 1, end: 2.5, text: 'Hello & welcome!' },
      { start: 3, end: 4, text: 'second\u00a0cue' },
    ]);
  });

  it('rejects files that are not strict WebVTT, naming the line', () => {
    expect(() => parseWebVtt('1\n00:00:01.000 --> 00:00:02.000\nhi\n')).toThrow(/line 1: .*WEBVTT/);
    expect(() => parseWebVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nhi\n')).toThrow(/line 3: invalid WebVTT timestamp "00:00:01,000"/);
    expect(() => parseWebVtt('WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nhi\n')).toThrow(/line 3: cue ends before it starts/);
    expect(() => parseWebVtt('WEBVTT\n\njust text\nmore text\n')).toThrow(/line 3: expected cue timings/);
    expect(() => parseWebVtt('WEBVTTX\n')).toThrow(/line 1/);
  });

  it('parses every .vtt file in the shared speech media', (context) => {
    if (!existsSync(sharedMedia)) {
      console.log(`skipped: no shared media at ${sharedMedia}`);
      return context.skip();
    }
    const files = readdirSync(sharedMedia, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.vtt'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const cues = parseWebVtt(readFileSync(path.join(sharedMedia, file), 'utf8'));
      expect(cues.length, file).toBeGreaterThan(0);
      for (const cue of cues) expect(cue.end, file).toBeGreaterThanOrEqual(cue.start);
      // Our writer reproduces the same cues.
      const rewritten = parseWebVtt(transcriptToWebVtt([{ tasks: [{ chunks: cues }] }]));
      expect(
        rewritten.map((c) => c.text),
        file,
      ).toEqual(cues.map((c) => c.text));
    }
  });
});
