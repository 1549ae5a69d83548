/** The contract of the analytics domain (issue 12): its routes' params, query, bodies and answers. */
export {};
