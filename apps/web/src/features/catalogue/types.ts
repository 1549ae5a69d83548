/** A dated session and a class as GET /api/classes and GET /api/classes/{id} give them. */
export type { CatalogueClass, ClassSession } from '@careclass/shared';
