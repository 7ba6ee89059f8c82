import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../lib/api-types';
import { transcriptToText, transcriptToWebVtt } from './transcript-export';

const transcript: Transcript = {
  interview: { id: 'i' },
  language: 'da',
  sections: [
    {
      start: 0,
      end: 70,
      html: '',
      text: '',
      tasks: [
        {
          id: 't',
          start: 0,
          end: 70,
          html: '',
          text: '',
          type: 'TEXT_ONLY',
          chunks: [
            { id: 'a', start: 0.5, end: 2.25, text: 'Hej med dig.', words: [] },
            { id: 'b', start: 65, end: 70.001, text: 'A --> B', words: [] },
          ],
        },
      ],
    },
  ],
};

describe('transcript downloads', () => {
  it('writes text with a timestamp per line', () => {
    expect(transcriptToText(transcript, 'Interview with Mette')).toBe('Interview with Mette\n\n[0:00] Hej med dig.\n[1:05] A --> B\n');
  });

  it('writes WebVTT cues with millisecond times', () => {
    expect(transcriptToWebVtt(transcript)).toBe('WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.250\nHej med dig.\n\n2\n00:01:05.000 --> 00:01:10.001\nA -> B\n');
  });
});
