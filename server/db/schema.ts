/**
 * The database schema, one file per domain under ./schema/. Code imports the tables from here, the one path;
 * drizzle-kit reads the folder itself (drizzle.config.ts).
 */
export * from './schema/plans.ts';
export * from './schema/locations.ts';
export * from './schema/condominiums.ts';
export * from './schema/users.ts';
export * from './schema/sessions.ts';
export * from './schema/notifications.ts';
export * from './schema/outbox.ts';
export * from './schema/audit.ts';
export * from './schema/prospects.ts';
export * from './schema/apartments.ts';
export * from './schema/documents.ts';
export * from './schema/scheduled-jobs.ts';
export * from './schema/reforms.ts';
export * from './schema/maintenance-reference.ts';
export * from './schema/maintenance.ts';
export * from './schema/dashboard.ts';
