import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../contract/routes';
import type { ExportsDeps } from './plugin';
import { AppError } from '../core/errors';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';
import { parseManifest } from './manifest';
import { verifyPackage } from './verify';
import { NotAZipError, readPackage } from './zip-read';

/** The largest package the server verifies: 2 GiB. */
export const VERIFY_MAX_BYTES = 2 * 1024 ** 3;

/** Where a package to verify is kept while it is checked: `<dataDir>/tmp/verify/`. */
const uploadsDir = (dataDir: string) => path.join(dataDir, 'tmp', 'verify');

/** Copies a request body to a new file, refusing it (PayloadTooLarge) past `max` bytes. */
async function receive(body: NodeJS.ReadableStream, dir: string, max: number): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${crypto.randomBytes(8).toString('hex')}.zip`);
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > max) done(new AppError('PayloadTooLarge', `A package is at most ${max} bytes`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, limit, fs.createWriteStream(file, { mode: 0o600 }));
    return file;
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error instanceof AppError ? error : new AppError('BadRequest', 'The package did not arrive whole');
  }
}

/**
 * POST /v1/exports/verify: a package sent as it is (`application/zip`), streamed to a temporary
 * file, checked against its manifest and this server's key (docs/exports.md#verifying), then removed.
 * The zip parser is this route's own (an encapsulated plugin): no other route takes zip bodies.
 */
export function exportVerifyRoutes(app: FastifyInstance, ctx: ExportsDeps, max = VERIFY_MAX_BYTES): void {
  const audit = requestAudit(ctx);
  /** The file each request's body went to: only the zip parser sets it, so a JSON string is never a path. */
  const uploads = new WeakMap<FastifyRequest, string>();
  const forget = async (request: FastifyRequest) => {
    const file = uploads.get(request);
    uploads.delete(request);
    if (file) await fs.promises.rm(file, { force: true });
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/zip', (request, payload, done) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > max) {
        done(new AppError('PayloadTooLarge', `A package is at most ${max} bytes`), undefined);
        return;
      }
      receive(payload, uploadsDir(ctx.config.dataDir), max).then(
        (file) => {
          uploads.set(request, file);
          done(null, file);
        },
        (error: Error) => done(error, undefined),
      );
    });
    // What a stopped server was still receiving goes at the next start.
    scope.addHook('onReady', () => fs.promises.rm(uploadsDir(ctx.config.dataDir), { recursive: true, force: true }));
    scope.addHook('onResponse', forget);
    scope.addHook('onRequestAbort', forget);

    mount(scope, routes.verifyExport, async (request) => {
      const file = uploads.get(request);
      if (!file) throw new AppError('ValidationError', 'body must be a zip file (application/zip)', { field: 'body' });
      let contents;
      try {
        contents = await readPackage(file);
      } catch (error) {
        if (error instanceof NotAZipError)
          throw new AppError('ValidationError', 'body is not a zip file', { field: 'body' });
        throw error;
      }
      const result = verifyPackage(contents, ctx.exportKey.publicKey);
      const manifest = contents.manifest ? parseManifest(contents.manifest) : null;
      await audit(request, 'export.verify', {
        target: manifest?.case.id ?? null,
        details: { valid: result.valid, problems: result.problems.map((p) => `${p.file}: ${p.problem}`).join('; ') },
      });
      return result;
    });
  });
}
