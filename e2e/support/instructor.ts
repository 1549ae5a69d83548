import type { APIRequestContext } from '@playwright/test';
import { adminSession, createClassByApi, enrollByApi, uniqueTitle } from './admin.ts';
import { createStudent, type Student } from './users.ts';

/**
 * A class the demo instructor teaches (createClassByApi names them), with one student enrolled in
 * its first session: what an instructor's roster shows.
 */
export async function taughtClassWithStudent(
  request: APIRequestContext,
  lastName: string,
): Promise<{ classId: number; title: string; student: Student }> {
  const admin = await adminSession(request);
  const title = uniqueTitle('Roster Class');
  const cls = await createClassByApi(request, admin, { title, capacities: [6, 6] });
  const student = await createStudent(request, { firstName: 'Rosa', lastName });
  await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);
  return { classId: cls.id, title, student };
}
