/** A small real source video for render tests: a test picture and a 440 Hz tone, H.264/AAC in MP4. */
import { runFfmpeg } from '../src/video/ffmpeg';
import type { MediaTools } from '../src/video/tools';

/** Writes `seconds` of 320×180, 25 fps test video with a tone to `file` (MP4, ultrafast x264). */
export async function makeTestVideo(tools: Pick<MediaTools, 'ffmpegPath'>, file: string, seconds: number): Promise<void> {
  await runFfmpeg(tools, [
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
}
