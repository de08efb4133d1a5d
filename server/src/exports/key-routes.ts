import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import type { ExportsDeps } from './plugin';
import { mount } from '../core/http/mount';

/** The public half of the key that signs case exports (docs/exports.md#the-key). */
export function exportKeyRoutes(app: FastifyInstance, ctx: Pick<ExportsDeps, 'exportKey'>): void {
  mount(app, routes.getExportKey, async () => ({
    publicKey: ctx.exportKey.publicKeyBase64,
    pem: ctx.exportKey.publicKeyPem,
  }));
}
