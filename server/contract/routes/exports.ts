import { route } from '../route';
import { ErrorBody, errorResponses } from '../schemas/common';
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
};
