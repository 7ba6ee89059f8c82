/**
 * The process logger (pino, the one Fastify uses as `app.log`): JSON lines, or readable lines when stdout is a terminal.
 * Parts of a process log through child loggers: `{ component: 'seed' | 'workers' }`, and per job `{ job, … }`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

/** A pino logger as Fastify types `app.log`: `log.info({ fields }, 'message')`, `log.child({ fields })`. */
export type Logger = FastifyBaseLogger;

/**
 * A logger at `level` (LOG_LEVEL: fatal … trace, or silent) writing to `destination` (default stdout: readable lines on
 * a terminal, JSON lines otherwise, e.g. when piped to a log collector).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  if (destination) return pino({ level }, destination);
  if (process.stdout.isTTY) return pino({ level }, pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  return pino({ level });
}

/** A logger that writes nothing (tests and tools that do not ask for logs). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
