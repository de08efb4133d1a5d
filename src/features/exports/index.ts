export {
  newExportValues,
  eventExportValues,
  momentRange,
  type ExportStream,
  type ExportValues,
} from './logic/export-values';
export { reloadWatchedExports } from './watching';
export { loadExportDialog } from './dialog-loader';
