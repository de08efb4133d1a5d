import { route } from '../route';
import { ErrorBody, errorResponses, Ok } from '../schemas/common';
import {
  CreateExportBody,
  CreateExportReply,
  Export,
  ExportIdParams,
  ExportKeyReply,
  ExportList,
  ExportListQuery,
  VerifyReply,
} from '../schemas/export';
import {
  ClipFileParams,
  ClipKeyQuery,
  ClipParams,
  Clip,
  CreateExportLinkBody,
  CreateExportLinkReply,
  ExportLinkList,
  ExportLinkParams,
  OpenClipBody,
} from '../schemas/export-link';
import { Binary } from '../schemas/stream';

const OWN = 'An export belongs to its maker and to administrators; for anyone else it does not exist (404 NotFound).';

/** Signed case exports: clips of the archive packed with a signed manifest (docs/exports.md). */
export const exportsRoutes = {
  getExportKey: route('getExportKey', {
    summary: "The server's public key that signs case exports",
    description: 'The private key never leaves the server. On a cluster every node has the same key.',
    tags: ['exports'],
    access: 'user',
    response: { 200: ExportKeyReply, ...errorResponses },
  }),
  listExports: route('listExports', {
    summary: "The caller's exports, newest first (administrators: everyone's)",
    tags: ['exports'],
    access: 'user',
    querystring: ExportListQuery,
    response: { 200: ExportList, ...errorResponses },
  }),
  createExport: route('createExport', {
    summary: 'Start a case export: 1 to 16 intervals of the archive, packed and signed in the background',
    description:
      'Each item needs view permission on its stream: a stream the caller may not view is 404 NotFound on ' +
      'items/<i>/streamId, as a missing one, and so is an item with nothing recorded. An item longer than 24 h ' +
      '(VIGIL_EXPORT_MAX_HOURS) is TimeRangeTooLong (reason exportItemTooLong); an export larger than 16 GiB ' +
      '(VIGIL_EXPORT_MAX_GB), estimated from the recordings, is 403 QuotaReached (exportTooLarge); at most 2 ' +
      '(VIGIL_EXPORTS_PER_USER) of a user’s exports are queued or running at once (429 TooManyRequests, ' +
      'exportsUnfinished). LicenseExpired (403) while the archive is locked by a missing or expired license.',
    tags: ['exports'],
    access: 'user',
    body: CreateExportBody,
    response: { 200: CreateExportReply, ...errorResponses },
  }),
  getExport: route('getExport', {
    summary: 'One export: its status, progress and items',
    description: OWN,
    tags: ['exports'],
    access: 'user',
    params: ExportIdParams,
    response: { 200: Export, ...errorResponses },
  }),
  downloadExport: route('downloadExport', {
    summary: 'The package of a finished export: a zip of the clips, manifest.json and manifest.sig (attachment)',
    description: `${OWN} An export that is not done yet is 404 NotFound. See docs/exports.md for the package.`,
    tags: ['exports'],
    access: 'user',
    params: ExportIdParams,
    produces: 'application/zip',
    response: { 200: Binary('A zip file, sent as an attachment.'), ...errorResponses },
  }),
  verifyExport: route('verifyExport', {
    summary: 'Check a package against its manifest and the signature of this server',
    description:
      'The body is the zip itself (`Content-Type: application/zip`, at most 2 GiB, PayloadTooLarge beyond). ' +
      'A body that is not a zip is a ValidationError on body.',
    tags: ['exports'],
    access: 'user',
    consumes: ['application/zip'],
    body: Binary('The package, as downloaded.'),
    response: { 200: VerifyReply, ...errorResponses, 413: ErrorBody },
  }),
  createExportLink: route('createExportLink', {
    summary: 'A clip link of a finished package: a public page that plays its clips, until it expires',
    description:
      `${OWN} A package not done yet is 404 NotFound. The answer's url holds a long random secret, shown this ` +
      'once (stored hashed). expiresAt in the past or more than 90 days ahead is a ValidationError.',
    tags: ['exports'],
    access: 'user',
    params: ExportIdParams,
    body: CreateExportLinkBody,
    response: { 200: CreateExportLinkReply, ...errorResponses },
  }),
  listExportLinks: route('listExportLinks', {
    summary: "A package's clip links: views, expiry, revoked or not",
    description: OWN,
    tags: ['exports'],
    access: 'user',
    params: ExportIdParams,
    response: { 200: ExportLinkList, ...errorResponses },
  }),
  revokeExportLink: route('revokeExportLink', {
    summary: 'Revoke a clip link: it opens no more, at once (its page, files and download)',
    description: `${OWN} An unknown link is 404 NotFound; revoking a revoked link changes nothing.`,
    tags: ['exports'],
    access: 'user',
    params: ExportLinkParams,
    response: { 200: Ok, ...errorResponses },
  }),
  openClip: route('openClip', {
    summary: "Open a clip link: the case's name and files, and the key for them (each call is a view)",
    description:
      'Anyone holding the link. An unknown token is 404 NotFound; an expired, revoked or used-up link is 403 ' +
      'Forbidden with reason clipLinkExpired, clipLinkRevoked or clipLinkUsedUp; a missing or wrong password is ' +
      '401 AuthorizationFailed with reason clipPasswordRequired or clipPasswordWrong. Wrong passwords are limited ' +
      'like sign-in (429 TooManyRequests).',
    tags: ['exports'],
    access: 'anonymous',
    params: ClipParams,
    body: OpenClipBody,
    response: { 200: Clip, ...errorResponses },
  }),
  getClipFile: route('getClipFile', {
    summary: 'One clip of a clip link, as MP4 (HTTP range requests answered, so a player can seek)',
    description: 'Refused as openClip is once the link expires or is revoked; a wrong key is 404 NotFound.',
    tags: ['exports'],
    access: 'anonymous',
    params: ClipFileParams,
    querystring: ClipKeyQuery,
    produces: 'video/mp4',
    response: { 200: Binary('The MP4 clip.'), 206: Binary('Part of it.'), ...errorResponses },
  }),
  downloadClip: route('downloadClip', {
    summary: 'The whole package of a clip link (attachment)',
    description: 'Refused as openClip is once the link expires or is revoked; a wrong key is 404 NotFound.',
    tags: ['exports'],
    access: 'anonymous',
    params: ClipParams,
    querystring: ClipKeyQuery,
    produces: 'application/zip',
    response: { 200: Binary('A zip file, sent as an attachment.'), ...errorResponses },
  }),
};
