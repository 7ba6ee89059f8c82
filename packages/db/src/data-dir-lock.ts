/**
 * One process per embedded database folder: PGlite has no locking of its own, and two processes opening the same
 * `<DATA_DIR>/db` (a second `npm start`, or the seed beside a running server) can damage it. The lock is a
 * proper-lockfile lock (`<dataPath>.lock`) kept fresh while the process lives; a crashed process's lock goes stale
 * after {@link STALE_MS}, so a restart right after `kill -9` waits for it instead of failing.
 */
import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long (ms) belongs to a dead process. */
const STALE_MS = 10_000;

/** The text of the error when another live process holds the folder. */
export function dataDirInUseText(dataPath: string) {
  return `The embedded database in ${dataPath} is in use by another process (another \`npm start\` on the same DATA_DIR?). Stop it, or give this process its own DATA_DIR.`;
}

/** Another live process holds the embedded database folder (its message is {@link dataDirInUseText}). */
export class DataDirInUseError extends Error {}

/**
 * Locks embedded database folder `dataPath` for this process, waiting up to `waitMs` (ms) for a crashed holder's lock to
 * go stale. Answers the release function; rejects with {@link dataDirInUseText} while another live process holds it.
 */
export async function lockDataDir(dataPath: string, waitMs = STALE_MS + 5_000): Promise<() => Promise<void>> {
  const attempts = Math.max(0, Math.ceil(waitMs / 1_000));
  if (attempts > 0 && (await lockfile.check(dataPath, { stale: STALE_MS }))) {
    console.warn(`The embedded database in ${dataPath} is locked by another process; waiting up to ${attempts} s in case it has just stopped.`);
  }
  try {
    return await lockfile.lock(dataPath, {
      stale: STALE_MS,
      retries: { retries: attempts, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
      // A lock lost while running (the event loop stalled past STALE_MS and another process took it) is reported, not
      // thrown from a timer: crashing here would take the running server down with it.
      onCompromised: (error) => console.error(`Embedded database lock lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDirInUseText(dataPath));
    throw error;
  }
}
