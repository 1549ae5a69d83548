import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'pretty' | 'json';
const FORMATS: readonly LogFormat[] = ['auto', 'pretty', 'json'];

/** LOG_FORMAT: auto (the default), pretty or json. */
export function parseLogFormat(value: string | undefined): LogFormat {
  const text = (value ?? '').trim().toLowerCase() || 'auto';
  if (!(FORMATS as readonly string[]).includes(text)) {
    throw new Error(`LOG_FORMAT must be auto, pretty or json; not understood: ${value}`);
  }
  return text as LogFormat;
}

/**
 * Whether log lines are printed for people rather than as JSON. By default (auto): only when
 * someone is watching (stdout is a terminal) and it is not production, since piped output goes to
 * a log collector that wants one JSON object a line. LOG_FORMAT forces either.
 */
export function wantsPrettyLogs(opts: {
  format: LogFormat;
  stdoutIsTTY: boolean | undefined;
  nodeEnv: string | undefined;
}): boolean {
  if (opts.format !== 'auto') return opts.format === 'pretty';
  return opts.stdoutIsTTY === true && opts.nodeEnv !== 'production';
}

/**
 * Pino options for the chosen output: a pino-pretty stream to stdout (synchronous, so nothing is
 * lost when the process exits) or the given destination, or nothing extra for pino's own JSON.
 */
export function logOutputOptions(
  prettyLines: boolean,
  destination: NodeJS.WritableStream | number = 1,
): object {
  if (!prettyLines) return {};
  return {
    stream: pretty({
      destination,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  };
}
