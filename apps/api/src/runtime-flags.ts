/**
 * V8 settings of the API and worker processes (decision 0350), applied by importing this module first (server.ts,
 * worker.ts), so every way of starting them gets them: `npm start` (scripts/start.mjs), `tsx apps/api/src/server.ts`
 * (the benchmarks), `npm run worker`.
 *
 * Allocation-site pretenuring off: under load (≥ 5,000 req/s) V8 saw the request objects of a few allocation sites
 * survive one scavenge (50 requests in flight at each) and switched those sites to allocate straight in the old
 * generation, where the objects died at once and piled up until the next full mark-compact: 100–150 MB of garbage and
 * the API's RSS peak. The flag is read at each scavenge, so setting it before the first request is enough.
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
