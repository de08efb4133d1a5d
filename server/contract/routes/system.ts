import { route } from '../route';
import { ErrorBody, errorResponses } from '../schemas/common';
import { Binary } from '../schemas/stream';
import {
  Health,
  LogLevelBody,
  SystemLogsQuery,
  SystemLogsReply,
  SystemStats,
  UiSettings,
  UnlockBody,
} from '../schemas/system';
import { SignInReply } from '../schemas/user';

export const systemRoutes = {
  // getUiSettings and getHealth have no 4xx answer: open to anyone even before initialization,
  // they read no input, and a missing or stale session is only `user: null`. The OpenAPI lint
  // test accepts operation-4xx-response for exactly these two.
  getUiSettings: route('getUiSettings', {
    summary: 'Boot data for the console, with the signed-in user',
    tags: ['system'],
    access: 'open',
    response: { 200: UiSettings },
  }),
  getHealth: route('getHealth', {
    summary: 'Server version and health warnings (licence, disk, drained node)',
    tags: ['system'],
    access: 'open',
    response: { 200: Health },
  }),
  unlock: route('unlock', {
    summary: 'Initialize a fresh server: create the first administrator and sign in as them',
    description: 'Only while no user exists; afterwards it answers 409 AlreadyUsed.',
    tags: ['system'],
    access: 'open',
    body: UnlockBody,
    response: { 200: SignInReply, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
  }),
  // The server-debug page: the server's own log, its process and its log level.
  getSystemLogs: route('getSystemLogs', {
    summary: 'Recent server log lines (server-debug page), polled with a cursor',
    description:
      'From the window the server keeps in memory; a level and a search text narrow it. The cursor is the newest ' +
      'line looked at, so the next poll with the same filter asks only for newer lines.',
    tags: ['admin'],
    access: 'admin',
    querystring: SystemLogsQuery,
    response: { 200: SystemLogsReply, ...errorResponses },
  }),
  getSystemStats: route('getSystemStats', {
    summary: 'The server process: uptime, memory, CPU, media processes, leases',
    tags: ['admin'],
    access: 'admin',
    response: { 200: SystemStats, ...errorResponses },
  }),
  downloadSystemLogs: route('downloadSystemLogs', {
    summary: "The server's log files in the data folder, oldest first, as one text file (attachment)",
    description:
      'JSON lines as the server writes them (pino); the files rotate by size and only the last few are kept.',
    tags: ['admin'],
    access: 'admin',
    produces: 'text/plain',
    response: { 200: Binary('The log as text, sent as an attachment.'), ...errorResponses },
  }),
  getLogLevel: route('getLogLevel', {
    summary: 'The level the server logs at now',
    tags: ['admin'],
    access: 'admin',
    response: { 200: LogLevelBody, ...errorResponses },
  }),
  setLogLevel: route('setLogLevel', {
    summary: 'Change the level the server logs at, until it restarts (VIGIL_LOG_LEVEL sets the first one)',
    description: 'Recorded in the audit log.',
    tags: ['admin'],
    access: 'admin',
    body: LogLevelBody,
    response: { 200: LogLevelBody, ...errorResponses },
  }),
};
