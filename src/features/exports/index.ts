export {
  newExportValues,
  eventExportValues,
  momentRange,
  type ExportStream,
  type ExportValues,
} from './logic/export-values';
export { reloadWatchedExports, useWatchedExports, watchedBy } from './watching';

/** The export dialog (antd's form, date pickers and modal): loaded when first opened. */
export const loadExportDialog = () => import('./components/export-dialog');
/** The watcher of unfinished jobs: loaded by the shell only while some are watched. */
export const loadExportWatcher = () => import('./components/export-watcher');
