/** The export dialog (antd's form, date pickers and modal): loaded when first opened. */
export const loadExportDialog = () => import('./components/export-dialog');
