/**
 * The simulated students' HTTP client for `enrol-burst`: one kept-alive connection per student and
 * one call at a time on it, the request written as one buffer and the answer read by its
 * Content-Length (or chunks). The bench runs on the same cores as the server it measures, so its
 * own cost is taken from the server: node:http's client spent 0.5 to 1 ms of CPU per call here,
 * this one a fraction of that. It speaks only the HTTP/1.1 this server answers (no redirects, no
 * compression: it asks for none).
 */
import net from 'node:net';

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** One student's connection to 127.0.0.1:`port`, opened on the first call and kept. */
export class KeepAliveClient {
  private socket: net.Socket | undefined;
  private received: Buffer = Buffer.alloc(0);
  private waiting:
    { t0: number; resolve: (a: Answer) => void; reject: (e: Error) => void } | undefined;

  constructor(
    private readonly port: number,
    private readonly token: string,
  ) {}

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    if (this.waiting) return Promise.reject(new Error('one call at a time per student'));
    const payload = body === undefined ? '' : JSON.stringify(body);
    const head =
      `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${this.token}\r\n` +
      (payload
        ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`
        : '') +
      '\r\n';
    return new Promise<Answer>((resolve, reject) => {
      this.waiting = { t0: performance.now(), resolve, reject };
      this.connection().write(head + payload);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connection() {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect(this.port, '127.0.0.1');
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (error?: Error) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      this.received = Buffer.alloc(0);
      if (this.socket === socket) this.socket = undefined;
      waiting?.reject(error ?? new Error('connection closed before the answer'));
    };
    socket.on('error', fail);
    socket.on('close', () => fail());
    this.socket = socket;
    return socket;
  }

  private onData(chunk: Buffer) {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const answer = parseAnswer(this.received);
    if (!answer || !this.waiting) return;
    const { t0, resolve } = this.waiting;
    this.waiting = undefined;
    this.received = this.received.subarray(answer.length);
    resolve({ status: answer.status, ms: performance.now() - t0, body: answer.body });
  }
}

/** A whole answer at the start of `data` (status, body, bytes taken), or undefined while partial. */
export function parseAnswer(data: Buffer) {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const head = data.subarray(0, headEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + HEAD_END.length;
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    if (data.length < end) return undefined;
    return { status, body: data.subarray(bodyStart, end).toString(), length: end };
  }
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return parseChunked(data, bodyStart, status);
  // No length and not chunked: an answer without a body (204, 304).
  return { status, body: '', length: bodyStart };
}

function parseChunked(data: Buffer, start: number, status: number) {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    const chunkStart = lineEnd + 2;
    if (data.length < chunkStart + size + 2) return undefined;
    if (size === 0) {
      return { status, body: Buffer.concat(parts).toString(), length: chunkStart + 2 };
    }
    parts.push(data.subarray(chunkStart, chunkStart + size));
    at = chunkStart + size + 2;
  }
}
