/** The contract of the enrollments domain (issue 12): its routes' params, query, bodies and answers. */
export {};
