// The page itself is loaded lazily by the route table; the shell only needs the version check.
export { useVersionCheck } from './hooks/use-version-check';
export { versionState, type VersionState } from './logic/version-state';
