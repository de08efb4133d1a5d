import { route } from '../route';
import { errorResponses } from '../schemas/common';
import { Directory, DirectorySyncResult, DirectoryTestReply, SaveDirectoryBody } from '../schemas/directory';

/** The directory (LDAP / Active Directory) whose users sign in with their directory password. */
export const directoryRoutes = {
  getDirectory: route('getDirectory', {
    summary: "The directory's settings (never the bind password), its users and the last synchronization",
    tags: ['admin'],
    access: 'admin',
    response: { 200: Directory, ...errorResponses },
  }),
  saveDirectory: route('saveDirectory', {
    summary: "Change the directory's settings; only the given fields change; answers the whole of them",
    description:
      "ValidationError on a field the server's environment sets (reason setByEnvironment) and on a user filter without {login} (reason directoryFilter). Recorded in the audit log (never with the password).",
    tags: ['admin'],
    access: 'admin',
    body: SaveDirectoryBody,
    response: { 200: Directory, ...errorResponses },
  }),
  testDirectory: route('testDirectory', {
    summary: 'Connect to the directory with the saved settings and bind: answers what it said',
    description: 'A directory that cannot be reached is ok: false, not an error.',
    tags: ['admin'],
    access: 'admin',
    response: { 200: DirectoryTestReply, ...errorResponses },
  }),
  syncDirectory: route('syncDirectory', {
    summary: 'Synchronize the directory users now: users no longer in the directory are blocked, the others updated',
    description: 'A directory that cannot be reached blocks nobody: ok: false with its message.',
    tags: ['admin'],
    access: 'admin',
    response: { 200: DirectorySyncResult, ...errorResponses },
  }),
};
