/** The contract of the users domain (issue 12): its routes' params, query, bodies and answers. */
export {};
