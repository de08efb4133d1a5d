/** The watcher of unfinished jobs: loaded by the shell only while some are watched. */
export const loadExportWatcher = () => import('./components/export-watcher');
