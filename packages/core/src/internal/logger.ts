// What the client says while it works: a retry and its reason, a pause for the rate limit, and (at debug) each
// answer. It speaks through the caller's logger (console, pino, n8n's, the Action's core.info) and only at or
// above the chosen level, 'off' by default. A line carries the method, the path (secrets redacted), statuses,
// attempts and waits; never the API key, a header, a query or a body.
import { ValidationError } from '../errors';

/**
 * Where the client's log lines go: any object with these four functions, e.g. `console` or a pino logger.
 * Each line is one message, with its facts as a second argument (an object) for structured loggers.
 */
export interface Logger {
  /** Each answer: status, attempt, duration, request id. */
  debug(message: string, ...details: unknown[]): void;
  /** Each retry (reason, attempt, wait) and each pause for the rate limit (its length). */
  info(message: string, ...details: unknown[]): void;
  /** A per-call setting that was ignored (e.g. an `X-API-Key` header). */
  warn(message: string, ...details: unknown[]): void;
  /** Not used by the client today: failures are thrown, not logged. */
  error(message: string, ...details: unknown[]): void;
}

/** The lowest level that is logged: 'off' (the default) logs nothing, 'debug' everything. */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** Each level's rank: a line is written when its level's rank is at most the chosen level's. */
const RANKS: Readonly<Record<LogLevel, number>> = { off: 0, error: 1, warn: 2, info: 3, debug: 4 };

export const LOG_LEVELS = Object.keys(RANKS) as LogLevel[];

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && Object.hasOwn(RANKS, value);
}

/** A logger that writes only at or above a level and never lets a failing logger break a request. */
export type LevelLogger = Record<Exclude<LogLevel, 'off'>, (message: string, details?: object) => void> & {
  /** Whether a line at `level` reaches the logger: a caller skips building a line nobody reads. */
  enabled(level: Exclude<LogLevel, 'off'>): boolean;
};

/** Refuses a logger without the four functions, or an unknown level, naming the option. */
export function checkLogging(logger: unknown, level: unknown): void {
  if (level !== undefined && !isLogLevel(level)) {
    throw new ValidationError([
      {
        path: 'logLevel',
        message: `must be one of ${LOG_LEVELS.map((l) => `'${l}'`).join(', ')} (got ${JSON.stringify(level)})`,
      },
    ]);
  }
  if (logger === undefined) return;
  const missing = (['debug', 'info', 'warn', 'error'] as const).filter(
    (name) => typeof (logger as Record<string, unknown> | null)?.[name] !== 'function',
  );
  if (missing.length) {
    throw new ValidationError([
      {
        path: 'logger',
        message: `must have debug, info, warn and error functions (missing ${missing.join(', ')})`,
      },
    ]);
  }
}

export function levelLogger(logger: Logger | undefined, level: LogLevel = 'off'): LevelLogger {
  const enabled = (name: Exclude<LogLevel, 'off'>): boolean =>
    logger !== undefined && RANKS[name] <= RANKS[level];
  const writer =
    (name: Exclude<LogLevel, 'off'>) =>
    (message: string, details?: object): void => {
      if (!logger || !enabled(name)) return;
      try {
        if (details === undefined) logger[name](message);
        else logger[name](message, details);
      } catch {
        // A logger that throws must not fail the call it reports on.
      }
    };
  return {
    debug: writer('debug'),
    info: writer('info'),
    warn: writer('warn'),
    error: writer('error'),
    enabled,
  };
}

/** A wait as people read it: "450 ms", "1.5 s", "12 s". */
export function formatWait(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  return `${seconds < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds)} s`;
}
