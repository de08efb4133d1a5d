import { useExportJobs } from '../use-exports';

/**
 * Watches the user's unfinished jobs wherever they are in the console (mounted by the shell only
 * while some are watched): asks the job list every few seconds, and each finished job is said once.
 */
export function ExportWatcher() {
  useExportJobs({ page: 1, pageSize: 50 });
  return null;
}
