import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { logOutputOptions, parseLogFormat, wantsPrettyLogs } from './log-output.ts';

describe('log output choice', () => {
  it.each([
    // format, stdout is a terminal, NODE_ENV, pretty?
    ['auto', true, undefined, true],
    ['auto', true, 'development', true],
    ['auto', true, 'production', false],
    ['auto', false, undefined, false],
    ['auto', undefined, 'development', false],
    ['auto', false, 'production', false],
    ['pretty', false, 'production', true],
    ['json', true, 'development', false],
  ] as const)('%s, terminal %s, NODE_ENV %s: pretty %s', (format, stdoutIsTTY, nodeEnv, want) => {
    expect(wantsPrettyLogs({ format, stdoutIsTTY, nodeEnv })).toBe(want);
  });

  it('reads LOG_FORMAT, defaulting to auto and refusing anything else', () => {
    expect(parseLogFormat(undefined)).toBe('auto');
    expect(parseLogFormat(' ')).toBe('auto');
    expect(parseLogFormat('JSON')).toBe('json');
    expect(parseLogFormat('pretty')).toBe('pretty');
    expect(() => parseLogFormat('yaml')).toThrow('LOG_FORMAT must be auto, pretty or json');
  });

  it('adds no stream for JSON and a pino-pretty stream for people', () => {
    expect(logOutputOptions(false)).toEqual({});
    const { stream } = logOutputOptions(true) as { stream: Writable };
    expect(stream).toBeInstanceOf(Writable);
  });

  it('turns a JSON log line into one readable line', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    const { stream } = logOutputOptions(true, sink) as { stream: Writable };
    // A line as pino writes it (level 30 is info).
    const line = { level: 30, time: Date.now(), pid: 1, hostname: 'h', to: 'a@b.test' };
    stream.write(JSON.stringify({ ...line, msg: 'mail written' }) + '\n');
    await new Promise((resolve) => setImmediate(resolve));
    out = out.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    expect(out).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO.*: mail written.*a@b\.test/);
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).not.toContain('"level"');
  });
});
