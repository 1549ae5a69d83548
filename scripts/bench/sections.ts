/** The sections of `npm run bench`, in the order they run. Each prints its own table. */
export interface BenchSection {
  name: string;
  /** What it measures, for `npm run bench -- --list`. */
  about: string;
  run: () => Promise<void> | void;
}

export const sections: BenchSection[] = [
  {
    name: 'hot-paths',
    about: 'p50/p95 of the hot reads and a broadcast, in-process, on seeded data',
    run: async () => (await import('./hot-paths.ts')).run(),
  },
  {
    name: 'bundle',
    about: "the public first load's JavaScript and CSS, gzip (needs npm run build)",
    run: async () => (await import('./bundle.ts')).run(),
  },
  {
    name: 'lighthouse',
    about: "Lighthouse's mobile audit of /, /classes and a class page (needs npm run build)",
    run: async () => (await import('./lighthouse.ts')).run(),
  },
  {
    name: 'catalogue',
    about: 'public catalogue req/s and p50/p99 at 50 connections beside a bare Fastify route',
    run: async () => (await import('./catalogue.ts')).run(),
  },
  {
    name: 'scale',
    about:
      'p50/p95 and answer size of the admin lists, search and profiles on the scale dataset (PostgreSQL, SCALE_DATABASE_URL)',
    run: async () => (await import('./scale.ts')).run(),
  },
  {
    name: 'office-money',
    about:
      'analytics, finance and waitlist lists of the back office at scale (PostgreSQL, OFFICE_MONEY_DATABASE_URL)',
    run: async () => (await import('./office-money.ts')).run(),
  },
  {
    name: 'enrol-burst',
    about: '500 simultaneous enrolments over HTTP: p50/p95/p99 and oversold seats (DATABASE_URL)',
    run: async () => (await import('./enrol-burst.ts')).run(),
  },
];
