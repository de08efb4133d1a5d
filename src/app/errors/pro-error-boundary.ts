/**
 * ProComponents' own error boundary, replaced at build time (`vite.config.ts`): theirs draws antd's
 * `Result` with its three illustrations (about 10 KB gzip in every signed-in first load) and an
 * untranslated "Something went wrong."; ours is the console's page boundary, drawn without antd
 * and in the user's language.
 */
export { PageErrorBoundary as ErrorBoundary } from './page-error-boundary';
