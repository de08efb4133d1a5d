import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../contract/routes';
import { LOGO_MAX_BYTES } from '../../contract/endpoints';
import type { UploadLogoBody } from '../../contract/schemas/configuration';
import type { ConfigurationDeps } from './plugin';
import { AppError } from '../core/errors';
import { sendsBySmtp } from '../core/mail/mailer';
import { testMail } from '../core/mail/messages';
import { checkStepUp, requireAuth } from '../core/http/auth';
import { changesSecurity, configurationChanges, requestedFields } from './changes';
import { publicConfiguration } from './store';
import { mount } from '../core/http/mount';
import { requestAudit } from '../core/audit/request-audit';

/** Where the uploaded logo lives, named after its content. */
export const brandingDir = (dataDir: string) => path.join(dataDir, 'branding');

const SIGNATURES: Record<UploadLogoBody['type'], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

/** The image bytes of an upload, when they are what the type says and small enough. */
function logoBytes(body: UploadLogoBody): Buffer {
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError('ValidationError', 'The logo is too large', { field: 'data', reason: 'logoTooLarge' });
  }
  if (!SIGNATURES[body.type](bytes)) {
    throw new AppError('ValidationError', 'The file is not an image of that type', {
      field: 'data',
      reason: 'logoNotImage',
    });
  }
  return bytes;
}

/** The error text of a failed send, one line and short: it is shown to the administrator. */
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

/** Configuration (docs/console.md#api-calls /v1/admin/configuration): read, change, the logo and a test e-mail. */
export function configurationRoutes(app: FastifyInstance, ctx: ConfigurationDeps): void {
  const audit = requestAudit(ctx);
  const view = () => publicConfiguration(ctx.configuration.current());

  mount(app, routes.getConfiguration, async () => view());

  mount(app, routes.saveConfiguration, async (request) => {
    const fields = requestedFields(request.body).join(', ');
    const before = ctx.configuration.current();
    try {
      ctx.configuration.check(request.body);
    } catch (error) {
      await audit(request, 'config.save', { target: 'configuration', outcome: 'failure', details: { fields } });
      throw error;
    }
    // Old and new values, but for the SMTP password only that it changed.
    const after = ctx.configuration.preview(request.body, ctx.now());
    if (changesSecurity(before, after)) checkStepUp(request.auth, ctx.now(), app.stepUpMs);
    const details = configurationChanges(before, after);
    // Switching the audit log off is written before it goes off: it is the log's last entry.
    const switchesOff = before.auditLogsEnabled && !after.auditLogsEnabled;
    if (switchesOff) await audit(request, 'config.save', { target: 'configuration', details });
    await ctx.configuration.save(request.body, ctx.now());
    if (!switchesOff) await audit(request, 'config.save', { target: 'configuration', details });
    return view();
  });

  mount(app, routes.uploadLogo, async (request) => {
    const bytes = logoBytes(request.body);
    const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const dir = brandingDir(ctx.config.dataDir);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `logo-${hash}`), bytes);
    const previous = ctx.configuration.current().logo;
    await ctx.configuration.setLogo({ type: request.body.type, hash }, ctx.now());
    if (previous && previous.hash !== hash) await fs.rm(path.join(dir, `logo-${previous.hash}`), { force: true });
    await audit(request, 'config.logo', {
      target: 'configuration',
      details: { type: request.body.type, bytes: bytes.length },
    });
    return view();
  });

  mount(app, routes.deleteLogo, async (request) => {
    const previous = ctx.configuration.current().logo;
    await ctx.configuration.setLogo(null, ctx.now());
    if (previous) await fs.rm(path.join(brandingDir(ctx.config.dataDir), `logo-${previous.hash}`), { force: true });
    await audit(request, 'config.logo-remove', { target: 'configuration' });
    return view();
  });

  mount(app, routes.getLogo, async (_request, reply) => {
    const logo = ctx.configuration.current().logo;
    if (!logo) throw new AppError('NotFound', 'No logo is uploaded');
    const bytes = await fs.readFile(path.join(brandingDir(ctx.config.dataDir), `logo-${logo.hash}`)).catch(() => null);
    if (!bytes) throw new AppError('NotFound', 'No logo is uploaded');
    // The address carries the content's hash: a new logo is a new address, so this one may be kept.
    return reply
      .type(logo.type)
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(bytes);
  });

  mount(app, routes.sendTestEmail, async (request) => {
    const { user } = requireAuth(request);
    if (!user.email) {
      throw new AppError('ValidationError', 'Your profile has no e-mail address', {
        field: 'email',
        reason: 'emailMissing',
      });
    }
    const transport = sendsBySmtp(ctx.configuration.current()) ? 'smtp' : 'outbox';
    try {
      const receipt = await ctx.mailer.sendMail(testMail(user.email, ctx.configuration.current().appTitle));
      await audit(request, 'config.test-email', { target: user.email, details: { transport } });
      return { to: user.email, delivered: true, transport, answer: receipt.answer } as const;
    } catch (error) {
      await audit(request, 'config.test-email', { target: user.email, outcome: 'failure', details: { transport } });
      return { to: user.email, delivered: false, transport, answer: oneLine(error) } as const;
    }
  });
}
