/** The contract of the system domain (issue 12): its routes' params, query, bodies and answers. */
export {};
