import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { documentExpiryJob } from './documents/document-expiry.ts';

/** Every daily job of the modules; a module that works on a schedule (reforms, maintenance) adds its job here. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [documentExpiryJob];
