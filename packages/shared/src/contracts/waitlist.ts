/** The contract of the waitlist domain (issue 12): its routes' params, query, bodies and answers. */
export {};
