/**
 * The global ceiling on password work (issue 8 #2): argon2id checks and hashes cost tens of milliseconds of CPU each,
 * so at most {@link PASSWORD_WORK_CONCURRENCY} run at once and the rest wait in line; a sign-in that finds
 * {@link PASSWORD_WORK_QUEUE} already waiting is refused with 429 at once, so a spray of sign-ins cannot slow
 * everyone else down.
 */
import { availableParallelism } from 'node:os';
import { AppError } from '../../../core/app-error';

/** Password checks running at once: half the cores, at least one. */
export const PASSWORD_WORK_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
/** Password checks allowed to wait for a turn before sign-ins are refused. */
export const PASSWORD_WORK_QUEUE = 16;

let running = 0;
const waiting: (() => void)[] = [];

/** 429 of a sign-in refused because too many password checks are under way (Retry-After 1 s). */
const busy = () => new AppError('RATE_LIMITED', 'Too many sign-in attempts right now. Please try again in a moment.', undefined, { 'Retry-After': '1' });

/**
 * Runs `work` (one argon2id check or hash) when a slot is free. `refuseWhenBusy`: throw 429 instead of queueing when the
 * line is full (anonymous sign-in); otherwise always wait (a signed-in user's password change, seeding).
 */
export async function passwordWork<T>(work: () => Promise<T>, refuseWhenBusy = false): Promise<T> {
  if (running >= PASSWORD_WORK_CONCURRENCY) {
    if (refuseWhenBusy && waiting.length >= PASSWORD_WORK_QUEUE) throw busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, else free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
