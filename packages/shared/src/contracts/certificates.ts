/** The contract of the certificates domain (issue 12): its routes' params, query, bodies and answers. */
export {};
