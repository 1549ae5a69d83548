/** The contract of the finance domain (issue 12): its routes' params, query, bodies and answers. */
export {};
