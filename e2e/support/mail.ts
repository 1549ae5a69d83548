import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

// Without SMTP the server writes every message it sends as an .eml file under DATA_DIR/mail.
// The browser tests' server runs on E2E_DATA_DIR (set in playwright.config.ts), so a test can
// wait for the message a journey sends and follow its links.

export interface Mail {
  file: string;
  receivedAt: Date;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
  /** Every http(s) link of the message, from the HTML part first, then the text part. */
  links: string[];
}

export interface MailQuery {
  /** An address (or part of one) that must appear in the To header; case-insensitive. */
  to?: string;
  /** Text that must appear in the decoded subject; case-insensitive. */
  subjectContains?: string;
  /** Only messages written at or after this moment (default: any). */
  after?: Date;
  /** How long to wait for a matching message (default 15 s). */
  timeoutMs?: number;
}

export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through Playwright');
  return join(dataDir, 'mail');
}

// --- MIME decoding (enough for what nodemailer writes: multipart/alternative and /mixed) -------

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParams(value: string | undefined): { value: string; params: Map<string, string> } {
  const [first = '', ...rest] = (value ?? '').split(';');
  const params = new Map<string, string>();
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    params.set(
      item.slice(0, eq).trim().toLowerCase(),
      item
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { value: first.trim().toLowerCase(), params };
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function quotedPrintableBytes(text: string, underscoreIsSpace = false): Buffer {
  const source = (underscoreIsSpace ? text.replace(/_/g, ' ') : text).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, enc: string, text) =>
      decodeBytes(
        enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text, true),
        charset,
      ),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParams(part.headers.get('content-type')).params.get('charset');
  if (encoding === 'base64') {
    return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  }
  if (encoding === 'quoted-printable') return decodeBytes(quotedPrintableBytes(part.body), charset);
  return part.body;
}

function collectBodies(part: Part, out: { text: string[]; html: string[] }): void {
  const type = headerParams(part.headers.get('content-type') ?? 'text/plain');
  const disposition = headerParams(part.headers.get('content-disposition')).value;
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      // The line break before a boundary belongs to the boundary.
      collectBodies(splitPart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), out);
    }
    return;
  }
  if (disposition === 'attachment') return;
  if (type.value === 'text/plain') out.text.push(decodeBody(part));
  if (type.value === 'text/html') out.html.push(decodeBody(part));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function extractLinks(html: string, text: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    links.push(decodeEntities(match[2] ?? match[3] ?? ''));
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)) {
    links.push(match[0].replace(/[.,;:!?]+$/, ''));
  }
  return [...new Set(links.filter((link) => /^https?:\/\//i.test(link)))];
}

/** Parses one .eml message as written by nodemailer. */
export function parseMail(raw: string, file = '', receivedAt = new Date(0)): Mail {
  const message = splitPart(raw);
  const bodies = { text: [] as string[], html: [] as string[] };
  collectBodies(message, bodies);
  const html = bodies.html.join('\n');
  const text =
    bodies.text.join('\n').trimEnd() ||
    decodeEntities(
      html
        .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    ).trim();
  return {
    file,
    receivedAt,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
    text,
    html,
    links: extractLinks(html, text),
  };
}

async function emlFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await emlFiles(path)));
    else if (entry.name.endsWith('.eml')) files.push(path);
  }
  return files;
}

/** Every message written so far, newest first. */
export async function readMails(): Promise<Mail[]> {
  const mails: Mail[] = [];
  for (const file of await emlFiles(mailDir())) {
    try {
      const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      mails.push(parseMail(raw, file, info.mtime));
    } catch {
      // A file still being written or already gone: the next poll sees it.
    }
  }
  return mails.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
}

function matches(mail: Mail, query: MailQuery): boolean {
  if (query.to && !mail.to.toLowerCase().includes(query.to.toLowerCase())) return false;
  if (
    query.subjectContains &&
    !mail.subject.toLowerCase().includes(query.subjectContains.toLowerCase())
  ) {
    return false;
  }
  // File times have a coarse resolution on some file systems: allow one second.
  if (query.after && mail.receivedAt.getTime() < query.after.getTime() - 1000) return false;
  return true;
}

/** Waits for the newest message that matches, polling the mail directory. */
export async function waitForMail(query: MailQuery = {}): Promise<Mail> {
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  let seen: Mail[];
  for (;;) {
    seen = await readMails();
    const found = seen.find((mail) => matches(mail, query));
    if (found) return found;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const wanted = JSON.stringify({ to: query.to, subjectContains: query.subjectContains });
  const list = seen.map((m) => `  "${m.subject}" to ${m.to}`).join('\n') || '  (none)';
  throw new Error(`No mail matching ${wanted} in ${mailDir()}; messages there:\n${list}`);
}
