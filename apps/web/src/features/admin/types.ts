import type { ClassStudents, InstructorList } from '@careclass/shared';

/** The back office's view of the API payloads (specification 000, 3; DESIGN.md 3). */

/** A class and its sessions as the office reads them (the shared contract's shapes). */
export type {
  CatalogueClass as AdminClass,
  ClassSession as AdminSession,
  ClassStudent as SessionStudent,
  ClassStudents,
} from '@careclass/shared';
export type SessionWithStudents = ClassStudents['sessions'][number];

/** An active instructor, for the class forms (GET /admin/instructors). */
export type Instructor = InstructorList['instructors'][number];
