/** The contract of the auth domain (issue 12): its routes' params, query, bodies and answers. */
export {};
