/** The contract of the classes domain (issue 12): its routes' params, query, bodies and answers. */
export {};
