/**
 * Benchmark (not a test; issue 3 "Numbers to reach"): (1) time from saving a showreel (POST) to a playable edit list
 * (the POST answer, and a fresh GET as the player would load it), target < 1 s; (2) render time of a 60 s reel of 6
 * clips cut from 720p sources, through the real job (storage → ffmpeg → storage → READY), printing the
 * render-time/duration ratio, target < 0.25. Uses an in-memory PGlite (or DATABASE_URL) like the API tests.
 * Run: `npx tsx bench/showreel-render.ts [x264 preset, default the encoder's]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { showreels } from '@insight/db';
import { runFfmpeg } from '../apps/api/src/video/ffmpeg';
import { renderShowreelJob } from '../apps/api/src/jobs/showreel-render-job';
import { silentLogger } from '../apps/api/src/lib/logger';
import { createTestApp } from '../apps/api/test/app';
import { createClient, createInterview, createQuote, createSegment, createStudy, createUser } from '../apps/api/test/factories';

/** x264 preset to try; undefined = the encoder's default (apps/api/src/video/showreel-encoder.ts). */
const preset: string | undefined = process.argv[2];
const SOURCE_SECONDS = 40;

/** CPU seconds (user + system) of this process's finished children (Linux /proc; 0 elsewhere). */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields after the command: state is index 0, so cutime/cstime (fields 16/17 of stat) are 13/14 here; clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

async function main() {
  const t = await createTestApp();
  try {
    const tools = t.config.media;
    const client = await createClient(t.db);
    const study = await createStudy(t.db, client.id);
    const segment = await createSegment(t.db, { ...study, language: 'en' });
    const user = await createUser(t.db, client.id);
    const token = await t.login(user.email, user.password);

    // Three 720p (1280×720, 30 fps, H.264 + AAC, keyframe every 2 s) sources of 40 s, like uploaded recordings.
    const made = performance.now();
    const interviews = [];
    for (let i = 0; i < 3; i += 1) {
      const lines = Array.from({ length: SOURCE_SECONDS / 4 }, (_, k) => ({
        start: k * 4,
        end: k * 4 + 3.8,
        text: `Line ${k + 1} of interview ${i + 1} says something useful`,
      }));
      const interview = await createInterview(t.db, segment, { lines, duration: SOURCE_SECONDS });
      // Cached across runs (made once, ~1 min under load): only the render is measured.
      const file = path.join(os.tmpdir(), `insight-bench-720p-${SOURCE_SECONDS}s-${i}.mp4`);
      if (!existsSync(file)) {
        // Written under a temporary name and renamed, so an interrupted run leaves no half file in the cache.
        await runFfmpeg(tools, [
          '-y',
          '-f',
          'lavfi',
          '-i',
          `testsrc2=size=1280x720:rate=30`,
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=${300 + 100 * i}:sample_rate=48000`,
          '-t',
          String(SOURCE_SECONDS),
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-g',
          '60',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-shortest',
          '-f',
          'mp4',
          `${file}.part`,
        ]);
        await rename(`${file}.part`, file);
      }
      await t.storage.putFile(interview.videoKey!, file, 'video/mp4');
      interviews.push(interview);
    }
    console.log(`made 3 × ${SOURCE_SECONDS} s 720p sources in ${((performance.now() - made) / 1000).toFixed(1)} s`);

    // Six clips of 10 s (two per source, at odd, non-keyframe times) = a 60 s reel.
    const clips = [];
    for (let k = 0; k < 6; k += 1) {
      const interview = interviews[k % 3];
      const start = 3.37 + Math.floor(k / 3) * 17.11;
      const quote = await createQuote(t.db, interview, { contentOriginal: `quote ${k}`, start, end: start + 10 });
      clips.push({ id: quote.id });
    }

    const saveStart = performance.now();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v3/showreels',
      headers: { authorization: `Bearer ${token}` },
      payload: { study_id: study.id, title: 'Bench reel', quotes: clips },
    });
    const saveMs = performance.now() - saveStart;
    const body = saved.json() as { data: { id: string; edit_list: { clips: unknown[]; duration: number } } };
    if (saved.statusCode !== 201) throw new Error(saved.body);
    const getStart = performance.now();
    const loaded = await t.app.inject({ method: 'GET', url: `/api/v3/showreels/${body.data.id}`, headers: { authorization: `Bearer ${token}` } });
    const getMs = performance.now() - getStart;
    const editList = (loaded.json() as typeof body).data.edit_list;
    console.log(
      `save → playable edit list: POST answered in ${saveMs.toFixed(0)} ms with ${body.data.edit_list.clips.length} clips / ${body.data.edit_list.duration} s; GET of the saved reel ${getMs.toFixed(0)} ms (${editList.clips.length} clips); total ${(saveMs + getMs).toFixed(0)} ms (target < 1000 ms)`,
    );

    const childStart = childCpuSeconds();
    const renderStart = performance.now();
    const cpuStart = process.cpuUsage();
    const status = await renderShowreelJob(
      { db: t.db, storage: t.storage, tools, workDir: path.join(t.dataDir, 'renders'), log: silentLogger(), preset },
      body.data.id,
    );
    const renderSeconds = (performance.now() - renderStart) / 1000;
    const [row] = await t.db.select().from(showreels).where(eq(showreels.id, body.data.id));
    if (status !== 'READY') throw new Error(`render ended ${status}: ${row.error}`);
    const duration = row.duration!;
    console.log(
      `render (job: storage → ffmpeg ${preset ?? 'default preset'} → storage → READY): ${renderSeconds.toFixed(2)} s for a ${duration.toFixed(2)} s reel of 6 clips from 720p sources`,
    );
    const ffmpegCpu = childCpuSeconds() - childStart;
    console.log(
      `render-time/duration ratio: ${(renderSeconds / duration).toFixed(3)} (target < 0.25); node CPU ${(process.cpuUsage(cpuStart).user / 1e6).toFixed(2)} s`,
    );
    // Under load the wall time says little; ffmpeg's CPU time spread over this machine's cores is what an idle machine would take.
    console.log(
      `ffmpeg/ffprobe CPU ${ffmpegCpu.toFixed(1)} s → on ${os.availableParallelism()} idle cores ≈ ${(ffmpegCpu / os.availableParallelism()).toFixed(1)} s, ratio ≈ ${(ffmpegCpu / os.availableParallelism() / duration).toFixed(3)}; load average now ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
