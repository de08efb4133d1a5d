/** The directory domain (LDAP / Active Directory users): what the other domains and the app may use of it. */
export { directoryPlugin, type DirectoryDeps } from './plugin';
export { directoryService, type DirectoryService, type DirectoryVerdict } from './service';
export { directoryEnvironment, type DirectoryEnvironment } from './settings';
