/** The API contract: constants, zod/mini schemas and the route table, shared by browser and server. */
export * from './constants.ts';
export * from './dates.ts';
export * from './primitives.ts';
export * from './errors.ts';
export * from './students.ts';
export * from './classes.ts';
export * from './class-roster.ts';
export * from './admin.ts';
export * from './catalogue.ts';
export * from './materials.ts';
export * from './attendance.ts';
export * from './tests.ts';
export * from './dashboard.ts';
export * from './routes.ts';
export * from './auth.ts';
export * from './account-texts.ts';
export * from './attempts.ts';
