/**
 * Real input end to end: real speech recordings from ../shared/media (never copied into the repo) are
 * imported with the media module into interviews with transcripts, subtitles and quotes through the
 * storage, then read back through the API: durations, Range-served video, subtitles and quote search.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InterviewResponse, QuotesResponse, TranscriptResponse } from '@insight/contracts';
import type { TranscriptSectionJson } from '@insight/db';
import { probeDuration } from '../src/video/ffmpeg';
import { importRecording } from '../src/video/recording-import';
import { parseWebVtt, transcriptToWebVtt } from '../src/video/webvtt';
import { createTestApp, testDriver, type TestApp } from './app';
import { createClient, createInterview, createQuote, createSegment, createStudy, createTask, createUser } from './factories';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedMedia = path.resolve(repoRoot, '../shared/media');
const hasSharedMedia = existsSync(sharedMedia);
if (!hasSharedMedia) console.log(`real-media tests skipped: no recordings at ${sharedMedia}`);

/** A recording to import and a word (in another inflection than spoken) that quote search must find. */
type Recording = {
  language: 'da' | 'de' | 'en' | 'es';
  file: string;
  transcript: { vtt?: string; wordsJson?: string; txt?: string };
  /** The search word and the spoken word it must match through stemming. */
  search: string;
  spoken: RegExp;
};

const RECORDINGS: Recording[] = [
  {
    language: 'da',
    file: 'da/udhr-dan-preamble_part1.wav',
    transcript: { vtt: 'da/udhr-dan-preamble_part1.vtt' },
    search: 'menneskerettigheder',
    spoken: /MENNESKERETTIGHEDERNE/,
  },
  {
    language: 'de',
    file: 'de/picovoice_test_de.wav',
    transcript: { wordsJson: 'de/picovoice_test_de.words.json', txt: 'de/picovoice_test_de.txt' },
    search: 'Leichenhallen',
    spoken: /Leichenhalle/,
  },
  {
    language: 'en',
    file: 'en/librispeech-1272-128104-0000_picovoice.wav',
    transcript: { vtt: 'en/librispeech-1272-128104-0000_picovoice.vtt' },
    search: 'welcoming',
    spoken: /welcome/,
  },
  { language: 'es', file: 'es/picovoice_test_es.wav', transcript: { vtt: 'es/picovoice_test_es.vtt' }, search: 'arena', spoken: /arenas/ },
];

describe.skipIf(!hasSharedMedia)(`real recordings through the API on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let workDir: string;
  const imported = new Map<string, { interviewId: string; sourceDuration: number; text: string }>();

  beforeAll(async () => {
    t = await createTestApp();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'insight-real-media-'));
    const client = await createClient(t.db, { name: 'Real media client' });
    const user = await createUser(t.db, client.id, { roleName: 'Master' });
    token = await t.login(user.email, user.password);
    const study = await createStudy(t.db, client.id, { title: 'Real recordings', language: 'en' });
    const task = await createTask(t.db, study, { text: 'Please read the text aloud' });

    await Promise.all(
      RECORDINGS.map(async (recording) => {
        const source = path.join(sharedMedia, recording.file);
        const segment = await createSegment(t.db, study, { title: recording.language, language: recording.language });
        const result = await importRecording({
          tools: t.config.media,
          audioOrVideoPath: source,
          transcript: {
            vttPath: recording.transcript.vtt && path.join(sharedMedia, recording.transcript.vtt),
            wordsJsonPath: recording.transcript.wordsJson && path.join(sharedMedia, recording.transcript.wordsJson),
            txtPath: recording.transcript.txt && path.join(sharedMedia, recording.transcript.txt),
          },
          outDir: path.join(workDir, recording.language),
          participantLabel: `Reader (${recording.language})`,
          language: recording.language,
        });
        expect(result.chunks.length).toBeGreaterThan(0);

        const interviewId = randomUUID();
        const text = result.chunks.map((c) => c.text).join(' ');
        const sections: TranscriptSectionJson[] = [
          {
            start: result.chunks[0].start,
            end: result.chunks.at(-1)!.end,
            html: `<p>${text}</p>`,
            text,
            tasks: [
              {
                id: task.id,
                start: result.chunks[0].start,
                end: result.chunks.at(-1)!.end,
                chunks: result.chunks,
                html: `<p>${text}</p>`,
                text,
                type: task.type,
              },
            ],
          },
        ];
        const prefix = `interviews/${interviewId}`;
        await t.storage.putFile(`${prefix}/video.mp4`, result.videoPath, 'video/mp4');
        await t.storage.putFile(`${prefix}/thumbnail.jpg`, result.thumbnailPath, 'image/jpeg');
        await t.storage.putBuffer(`${prefix}/subtitles.original.vtt`, transcriptToWebVtt(sections), 'text/vtt');
        const interview = await createInterview(t.db, segment, {
          id: interviewId,
          duration: result.duration,
          participantName: `Reader (${recording.language})`,
          sections,
          subtitlesEnKey: recording.language === 'en' ? `${prefix}/subtitles.original.vtt` : null,
        });
        for (const chunk of result.chunks) {
          await createQuote(t.db, interview, {
            contentOriginal: chunk.text,
            contentEn: recording.language === 'en' ? chunk.text : null,
            start: chunk.start,
            end: chunk.end,
            taskId: task.id,
          });
        }
        imported.set(recording.language, { interviewId, sourceDuration: await probeDuration(t.config.media, source), text });
      }),
    );
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  for (const recording of RECORDINGS) {
    describe(recording.file, () => {
      it('the interview duration equals the source’s ffprobe duration within 0.1 s', async () => {
        const { interviewId, sourceDuration } = imported.get(recording.language)!;
        const res = await t.get(`/api/v3/interviews/${interviewId}`, token);
        expect(res.statusCode).toBe(200);
        const { data } = InterviewResponse.parse(res.json());
        expect(data.language).toBe(recording.language);
        expect(Math.abs(data.duration - sourceDuration)).toBeLessThanOrEqual(0.1);
      });

      it('the signed video URL serves 206 for a Range request, and the whole file as MP4', async () => {
        const { interviewId } = imported.get(recording.language)!;
        const { data } = (await t.get(`/api/v3/interviews/${interviewId}`, token)).json();
        const partial = await t.app.inject({ method: 'GET', url: data.video.combined_url, headers: { range: 'bytes=0-1023' } });
        expect(partial.statusCode).toBe(206);
        expect(partial.headers['content-type']).toBe('video/mp4');
        expect(partial.rawPayload.length).toBe(1024);
        expect(partial.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
        const size = Number(String(partial.headers['content-range']).split('/')[1]);
        const tail = await t.app.inject({ method: 'GET', url: data.video.combined_url, headers: { range: `bytes=${size - 100}-` } });
        expect(tail.statusCode).toBe(206);
        expect(tail.rawPayload.length).toBe(100);
        const thumb = await t.app.inject({ method: 'GET', url: data.thumbnail });
        expect(thumb.statusCode).toBe(200);
        expect(thumb.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      });

      it('the original subtitles parse and their last cue ends within the duration', async () => {
        const { interviewId } = imported.get(recording.language)!;
        const { data } = (await t.get(`/api/v3/interviews/${interviewId}`, token)).json();
        const res = await t.app.inject({ method: 'GET', url: data.video.subtitles.original.url });
        expect(res.statusCode).toBe(200);
        const cues = parseWebVtt(res.body);
        expect(cues.length).toBeGreaterThan(0);
        expect(cues.at(-1)!.end).toBeLessThanOrEqual(data.duration);
        expect(cues.map((c) => c.text).join(' ')).toMatch(recording.spoken);
      });

      it('the transcript answers the imported chunks in the SPEC §3 shape', async () => {
        const { interviewId, text } = imported.get(recording.language)!;
        const res = await t.get(`/api/v3/interviews/${interviewId}/transcript`, token);
        const { data } = TranscriptResponse.parse(res.json());
        expect(data.language).toBe(recording.language);
        expect(data.sections[0].text).toBe(text);
        expect(data.sections[0].tasks[0].chunks.length).toBeGreaterThan(0);
      });

      it(`quote search finds "${recording.search}" (stemmed) in the ${recording.language} transcript`, async () => {
        const { interviewId } = imported.get(recording.language)!;
        const res = await t.get(`/api/v3/quotes?search=${encodeURIComponent(recording.search)}`, token);
        expect(res.statusCode).toBe(200);
        const { data } = QuotesResponse.parse(res.json());
        expect(data.length).toBeGreaterThan(0);
        expect(data.every((q) => q.interview.id === interviewId)).toBe(true);
        expect(data[0].content).toMatch(recording.spoken);
      });
    });
  }
});
