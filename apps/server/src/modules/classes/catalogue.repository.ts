import type { TeachingLanguage } from '@careclass/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * The public catalogue's reads for its cache (decision 0042). `catalogue_changes` is written only
 * by the triggers of migration 0006; its counters' sum is the catalogue's version.
 */

/** The catalogue's version: one indexed read of 64 small rows. */
export async function catalogueVersion(db: DbOrTx): Promise<string> {
  const rows = await queryRows<{ version: string }>(
    db,
    sql`select sum(n)::text as version from catalogue_changes`,
  );
  return rows[0]!.version;
}

export interface CatalogueClassRecord {
  id: number;
  title: string;
  instructorId: number | null;
  instructorFirst: string | null;
  instructorLast: string | null;
  description: string;
  priceCents: number;
  status: 'scheduled' | 'active';
  duration: string | null;
  locationType: 'online' | 'in-person' | 'hybrid';
  locationDetails: string | null;
  imageUrl: string | null;
  trainingHours: string | null;
  certificateValidityMonths: number | null;
  cdaSubjectAreas: number[];
  renewalClassId: number | null;
  language: TeachingLanguage;
  /** Approved active enrolments, and enrolments of any kind. */
  students: number;
  total: number;
}

export interface CatalogueSessionRecord {
  id: number;
  classId: number;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  locationDetails: string | null;
  capacity: number;
  seatsHeld: number;
  status: 'scheduled';
  sessionType: 'active';
  /** Null: the class's. */
  language: TeachingLanguage | null;
  instructorFirst: string | null;
  instructorLast: string | null;
  /** Live enrolments: pending or approved, active. */
  enrolled: number;
}

export interface CatalogueRead {
  version: string;
  /** Milliseconds until the first listed session starts (and leaves the catalogue); null if none. */
  expiresInMs: number | null;
  /** Public classes by title. */
  classes: CatalogueClassRecord[];
  /** Their upcoming sessions, by start. */
  sessions: CatalogueSessionRecord[];
}

/**
 * The whole public catalogue and the version it belongs to, in one statement (one snapshot, one
 * round trip): public classes with their instructor and enrolment counts, their sessions that have
 * not started in the provider's time zone (read here too, never per request) with live counts.
 */
export async function readCatalogue(db: DbOrTx, defaultTimeZone: string): Promise<CatalogueRead> {
  const rows = await queryRows<{
    version: string;
    expires_in_ms: number | string | null;
    classes: CatalogueClassRecord[] | null;
    sessions: CatalogueSessionRecord[] | null;
  }>(
    db,
    sql`with zone as (
          select coalesce((select value #>> '{}' from settings where key = 'time_zone'),
                          ${defaultTimeZone}) as tz),
        pub as (
          select c.*, u.first_name as i_first, u.last_name as i_last
          from classes c left join users u on u.id = c.instructor_id
          where c.status in ('scheduled', 'active')),
        counts as (
          select e.class_id,
                 count(*) filter (where e.status = 'approved' and e.enrollment_type = 'active')::int as students,
                 count(*)::int as total
          from enrollments e where e.class_id in (select id from pub)
          group by e.class_id),
        live as (
          select e.session_id, count(*)::int as n
          from enrollments e
          where e.class_id in (select id from pub) and e.status in ('pending', 'approved')
            and e.enrollment_type = 'active'
          group by e.session_id),
        upcoming as (
          select s.*, i.first_name as i_first, i.last_name as i_last,
                 (s.start_date + s.start_time) at time zone zone.tz as starts_at
          from class_sessions s
          join pub on pub.id = s.class_id
          cross join zone
          left join users i on i.id = s.instructor_id
          where s.status = 'scheduled' and s.session_type = 'active'
            and ((s.start_date + s.start_time) at time zone zone.tz) > now())
        select
          (select sum(n)::text from catalogue_changes) as version,
          (select extract(epoch from min(starts_at) - now()) * 1000 from upcoming) as expires_in_ms,
          (select json_agg(json_build_object(
              'id', p.id, 'title', p.title, 'instructorId', p.instructor_id,
              'instructorFirst', p.i_first, 'instructorLast', p.i_last,
              'description', p.description, 'priceCents', p.price_cents, 'status', p.status,
              'duration', p.duration, 'locationType', p.location_type,
              'locationDetails', p.location_details, 'imageUrl', p.image_url,
              'trainingHours', p.training_hours::text,
              'certificateValidityMonths', p.certificate_validity_months,
              'cdaSubjectAreas', p.cda_subject_areas, 'renewalClassId', p.renewal_class_id,
              'language', p.language,
              'students', coalesce(k.students, 0), 'total', coalesce(k.total, 0))
            order by p.title, p.id)
           from pub p left join counts k on k.class_id = p.id) as classes,
          (select json_agg(json_build_object(
              'id', s.id, 'classId', s.class_id, 'startDate', s.start_date::text,
              'endDate', s.end_date::text, 'startTime', s.start_time::text,
              'endTime', s.end_time::text, 'locationDetails', s.location_details,
              'capacity', s.capacity, 'seatsHeld', s.seats_held, 'status', s.status,
              'sessionType', s.session_type, 'language', s.language, 'instructorFirst', s.i_first,
              'instructorLast', s.i_last, 'enrolled', coalesce(l.n, 0))
            order by s.start_date, s.start_time, s.id)
           from upcoming s left join live l on l.session_id = s.id) as sessions`,
  );
  const row = rows[0]!;
  return {
    version: row.version,
    expiresInMs: row.expires_in_ms === null ? null : Number(row.expires_in_ms),
    classes: row.classes ?? [],
    sessions: row.sessions ?? [],
  };
}

/** Ids of classes whose title contains the text, as the catalogue's search has always matched. */
export async function classIdsMatching(db: DbOrTx, search: string): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from classes where title ilike ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}`,
  );
  return new Set(rows.map((r) => r.id));
}
