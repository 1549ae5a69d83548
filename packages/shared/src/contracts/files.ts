/** The contract of the files domain (issue 12): its routes' params, query, bodies and answers. */
export {};
