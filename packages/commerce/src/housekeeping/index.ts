export {
  ABANDONED_CART_DAYS,
  HOUSEKEEPING_INTERVAL_MS,
  HOUSEKEEPING_LOCK,
  type HousekeepingCounts,
  type HousekeepingOutcome,
  type HousekeepingSchedule,
  NEWSLETTER_CONFIRMATION_DAYS,
  runHousekeeping,
  scheduleHousekeeping,
} from './housekeeping.job.ts';
export {
  type JobLock,
  type JobSchedule,
  lastRunAt,
  recordRun,
  runLocked,
  scheduleEvery,
} from './single-node-job.ts';
