import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  DEFAULT_TIME_ZONE,
  PRICE_RANGES,
  classListSchema,
  durationBucket,
  type CatalogueClass,
  type TeachingLanguage,
  type CatalogueQuery,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { toClassDto } from './classes.mapper.ts';
import {
  catalogueVersion,
  classIdsMatching,
  readCatalogue,
  type CatalogueSessionRecord,
} from './catalogue.repository.ts';

/**
 * The public catalogue from memory (issue 13, decision 0042). The answer is the same for every
 * visitor until something changes, so it is built once per change: one statement reads the whole
 * public catalogue with the version it belongs to, the contract schema parses it once, and the
 * serialised answers (the list, each class, each class's sessions, each filtered list) are kept
 * as bytes with their ETag, and with gzip and brotli versions of them made once, when kept, so no
 * request compresses anything.
 *
 * Every request still asks the database for the version (the sum of counters that triggers bump
 * in each writer's transaction), so a client that has just written reads its write, on any
 * instance. The asks are shared: a request joins a version read that started after it arrived,
 * else it waits for the next one, so under load one tiny read serves every request that came in
 * meanwhile.
 */

export interface CachedAnswer {
  /** The JSON, encoded once (a string would be encoded again on every send). */
  body: Buffer;
  /** The same bytes compressed, once; absent for a tiny answer (and one that is not kept). */
  gzip?: Buffer;
  br?: Buffer;
  /** Weak and one for every encoding: they are all this one representation (decision 0042). */
  etag: string;
}

interface Snapshot {
  version: bigint;
  /** When the first listed session starts and so leaves the catalogue (Date.now() time). */
  expiresAt: number;
  classes: CatalogueClass[];
  byId: Map<number, CatalogueClass>;
  priceCents: Map<number, number>;
  list: CachedAnswer;
  /** Answers made from this snapshot on demand: one class, its sessions, a filtered list. */
  answers: Map<string, Promise<CachedAnswer>>;
  /** How many of those are filtered lists. */
  lists: number;
}

/**
 * Filtered lists kept per snapshot; past this they are still answered, only not kept (nor
 * compressed). One class and its sessions are always kept: there are as many as public classes.
 */
const MAX_KEPT_LISTS = 2000;
/** With no upcoming session, the snapshot still is rebuilt now and then (a day turns). */
const LONGEST_LIFE_MS = 60 * 60 * 1000;

/** Below this an answer is sent as it is: compressing would save less than a packet. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's quality for kept answers: 5 of 11 makes the 1 MB list about as small as gzip's best
 * in a fraction of the time (decision 0042 has the figures); 11 would take seconds per rebuild.
 */
export const BROTLI_QUALITY = 5;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** An answer's bytes and ETag, not compressed. */
export function answerOf(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `W/"${hash}"` };
}

/**
 * An answer with its gzip and brotli versions, compressed off the event loop (zlib's thread pool);
 * a version that would not be smaller is left out.
 */
export async function compressedAnswerOf(value: unknown): Promise<CachedAnswer> {
  const answer = answerOf(value);
  const size = answer.body.length;
  if (size < COMPRESS_FROM_BYTES) return answer;
  const [gz, br] = await Promise.all([
    gzipAsync(answer.body, { level: 6 }),
    brotliAsync(answer.body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  ]).catch(() => [undefined, undefined] as const);
  return {
    ...answer,
    ...(gz && gz.length < size ? { gzip: gz } : {}),
    ...(br && br.length < size ? { br } : {}),
  };
}

/** Reads that start only after they are asked for, shared by everyone who asks meanwhile. */
export class SharedRead<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  /** A result read entirely after this call. */
  fresh(): Promise<T> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    // The running read may have begun before this call: wait for it, then read again.
    const queued = this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = null;
        return this.start();
      });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<T> {
    const running = this.read().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }
}

export class CatalogueCache {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;
  private readonly version: SharedRead<bigint>;

  constructor(private readonly ctx: AppContext) {
    this.version = new SharedRead(async () => BigInt(await catalogueVersion(ctx.db)));
  }

  /** The catalogue as of a version read after this call. */
  async current(): Promise<Snapshot> {
    const version = await this.version.fresh();
    for (;;) {
      const snapshot = this.snapshot;
      if (snapshot && snapshot.version >= version && Date.now() < snapshot.expiresAt) {
        return snapshot;
      }
      // A build already running may have read an older version: then the loop builds again.
      await this.rebuild();
    }
  }

  private rebuild(): Promise<Snapshot> {
    if (!this.building) {
      this.building = this.build().finally(() => {
        this.building = null;
      });
    }
    return this.building;
  }

  private async build(): Promise<Snapshot> {
    const startedAt = Date.now();
    const read = await readCatalogue(this.ctx.db, DEFAULT_TIME_ZONE);
    const sessionsByClass = new Map<number, CatalogueSessionRecord[]>();
    for (const s of read.sessions) {
      const list = sessionsByClass.get(s.classId) ?? [];
      list.push(s);
      sessionsByClass.set(s.classId, list);
    }
    const dtos = read.classes.map((c) =>
      toClassDto(
        { cls: c, instructorFirst: c.instructorFirst, instructorLast: c.instructorLast },
        (sessionsByClass.get(c.id) ?? []).map((s) => ({
          session: s,
          instructorFirst: s.instructorFirst,
          instructorLast: s.instructorLast,
          enrolledCount: s.enrolled,
        })),
        { students: c.students, total: c.total },
      ),
    );
    // Parsed through the contract once here, as the serialiser would on every answer.
    const parsed = classListSchema.parse({ classes: dtos });
    const snapshot: Snapshot = {
      version: BigInt(read.version),
      expiresAt: startedAt + Math.min(read.expiresInMs ?? LONGEST_LIFE_MS, LONGEST_LIFE_MS),
      classes: parsed.classes,
      byId: new Map(parsed.classes.map((c) => [c.id, c])),
      priceCents: new Map(read.classes.map((c) => [c.id, c.priceCents])),
      list: await compressedAnswerOf(parsed),
      answers: new Map(),
      lists: 0,
    };
    if (!this.snapshot || this.snapshot.version <= snapshot.version) this.snapshot = snapshot;
    return snapshot;
  }
}

const caches = new WeakMap<AppContext, CatalogueCache>();

/** The app's catalogue cache (one per app, so each instance keeps its own). */
export function catalogueCache(ctx: AppContext): CatalogueCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new CatalogueCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}

/** The answer kept under the key, made (and compressed) the first time it is asked for. */
function kept(snapshot: Snapshot, key: string, value: () => unknown): Promise<CachedAnswer> {
  const found = snapshot.answers.get(key);
  if (found) return found;
  const isList = key.startsWith('list:');
  if (isList && snapshot.lists >= MAX_KEPT_LISTS) return Promise.resolve(answerOf(value()));
  const answer = compressedAnswerOf(value());
  snapshot.answers.set(key, answer);
  if (isList) snapshot.lists += 1;
  return answer;
}

const isFiltered = (q: CatalogueQuery) =>
  Boolean(q.location_type || q.duration || q.price_range || q.search || q.language);

/**
 * Whether a class suits a wanted teaching language (docs/decisions/0053): the class or one of its
 * listed sessions is taught in it or bilingually; `bilingual` asks for bilingual teaching only.
 */
export function teachesIn(c: CatalogueClass, wanted: TeachingLanguage): boolean {
  const suits = (l: TeachingLanguage) => l === wanted || l === 'bilingual';
  return suits(c.language) || c.sessions.some((s) => suits(s.language));
}

/** GET /api/classes with its filters, from the current snapshot. */
export async function catalogueList(ctx: AppContext, q: CatalogueQuery): Promise<CachedAnswer> {
  const snapshot = await catalogueCache(ctx).current();
  if (!isFiltered(q)) return snapshot.list;
  const key = `list:${JSON.stringify([q.location_type, q.duration, q.price_range, q.search, q.language])}`;
  const found = snapshot.answers.get(key);
  if (found) return found;
  // The title search is the database's (ILIKE), as it always was; the other filters are exact.
  const matching = q.search ? await classIdsMatching(ctx.db, q.search) : null;
  const range = PRICE_RANGES.find((r) => r.id === q.price_range);
  return kept(snapshot, key, () => ({
    classes: snapshot.classes.filter((c) => {
      const cents = snapshot.priceCents.get(c.id)!;
      return (
        (!q.location_type || c.location_type === q.location_type) &&
        (!range ||
          (cents >= range.minCents && (range.maxCents === null || cents < range.maxCents))) &&
        (!q.duration || durationBucket(c.duration) === q.duration) &&
        (!q.language || teachesIn(c, q.language)) &&
        (!matching || matching.has(c.id))
      );
    }),
  }));
}

/**
 * GET /api/classes/:id (`class`) or the public answer of GET /api/classes/:id/sessions
 * (`sessions`) of a public class, with the class; undefined when no public class has that id.
 */
export async function catalogueClass(
  ctx: AppContext,
  id: number,
  answer: 'class' | 'sessions',
): Promise<{ cls: CatalogueClass; answer: CachedAnswer } | undefined> {
  const snapshot = await catalogueCache(ctx).current();
  const cls = snapshot.byId.get(id);
  if (!cls) return undefined;
  return {
    cls,
    answer: await kept(snapshot, `${answer}:${id}`, () =>
      answer === 'class' ? { class: cls } : { sessions: cls.sessions },
    ),
  };
}
