export * from './enums.ts';
export * from './users.ts';
export * from './classes.ts';
export * from './enrollments.ts';
export * from './payments.ts';
export * from './certificates.ts';
export * from './notifications.ts';
export * from './system.ts';
