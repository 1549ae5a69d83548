/** The contract of the notifications domain (issue 12): its routes' params, query, bodies and answers. */
export {};
