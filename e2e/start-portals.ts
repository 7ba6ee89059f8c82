/**
 * Playwright's web server for the e2e run: builds the SPA once, creates the demo workspace once (in portal 0's data
 * folder, with `npm run seed`) and copies that folder to every other portal, then starts one portal per worker
 * (fixtures/portals.ts) the way `npm start` does and prints "e2e portals ready" when every `/api/health` answers.
 * Outside CI, portals that already answer are reused when all of them do.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_WORKERS, e2ePortal, type E2ePortal } from './fixtures/portals';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portals = Array.from({ length: E2E_WORKERS }, (_, index) => e2ePortal(index));

/** Whether the portal's health endpoint answers 200. */
async function answers(portal: E2ePortal): Promise<boolean> {
  try {
    return (await fetch(`${portal.url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** The environment of one portal: the shared e2e settings of playwright.config.ts plus its own port, folder and peers. */
function portalEnv(portal: E2ePortal): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(portal.port),
    DATA_DIR: portal.dataDir,
    PUBLIC_URL: portal.url,
    SMTP_URL: `smtp://127.0.0.1:${portal.smtpPort}`,
    OIDC_GOOGLE_ISSUER: `http://localhost:${portal.oidcPort}`,
  };
}

/** Runs a command to its end, failing the launcher when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Prefixes each output line of a portal with its index, so the two logs stay readable. */
function pipeWithPrefix(child: ChildProcess, index: number): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[portal ${index}] ${line}\n`);
    });
  }
}

async function main(): Promise<void> {
  const running = await Promise.all(portals.map(answers));
  if (running.every(Boolean) && !process.env.CI) {
    console.log(`Reusing the e2e portals at ${portals.map((p) => p.url).join(', ')}`);
    console.log('e2e portals ready');
    setInterval(() => undefined, 1 << 30); // Playwright stops the run's web server by killing it
    return;
  }
  const busy = portals.filter((_, index) => running[index]);
  if (busy.length > 0) throw new Error(`Something already answers at ${busy.map((p) => p.url).join(', ')}: stop it first`);

  run([path.join(root, 'scripts/start.mjs'), '--build-only']);
  const [first, ...others] = portals;
  run(['--import', 'tsx', path.join(root, 'apps/api/src/seed-cli.ts')], portalEnv(first));
  for (const portal of others) {
    if (existsSync(portal.dataDir)) continue; // a rerun keeps each portal's earlier data, as one portal did before
    cpSync(first.dataDir, portal.dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'tmp' });
  }

  const children = portals.map((portal) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env: portalEnv(portal), stdio: ['ignore', 'pipe', 'pipe'] });
    pipeWithPrefix(child, portal.index);
    child.on('exit', (code, signal) => {
      console.error(`e2e portal ${portal.index} exited (${code ?? signal})`);
      for (const other of children) other.kill('SIGTERM');
      process.exit(code || 1);
    });
    return child;
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of children) child.kill(signal);
      process.exit(0);
    });
  }
  while (!(await Promise.all(portals.map(answers))).every(Boolean)) await new Promise((resolve) => setTimeout(resolve, 250));
  console.log('e2e portals ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
