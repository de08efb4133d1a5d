import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportKeyReply } from '../contract/schemas/export';
import { onPostgres, removeDir, startServer, unlock, withCookie } from './helpers';

describe('the export key', () => {
  it('is an Ed25519 key made at the first start, kept across restarts, whose public half any signed-in user reads', async () => {
    let server = await startServer();
    try {
      const admin = await unlock(server);
      const res = await server.app.inject({ url: '/v1/system/export-key', headers: withCookie(admin) });
      expect(res.statusCode).toBe(200);
      const key = res.json<ExportKeyReply>();
      expect(Object.keys(key).sort()).toEqual(['pem', 'publicKey']);
      const fromDer = crypto.createPublicKey({
        key: Buffer.from(key.publicKey, 'base64'),
        format: 'der',
        type: 'spki',
      });
      expect(fromDer.asymmetricKeyType).toBe('ed25519');
      expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
      expect(crypto.createPublicKey(key.pem).export({ format: 'der', type: 'spki' }).toString('base64')).toBe(
        key.publicKey,
      );
      // The server signs with the private half of that very key.
      const signature = crypto.sign(null, Buffer.from('case'), server.ctx.exportKey.privateKey);
      expect(crypto.verify(null, Buffer.from('case'), fromDer, signature)).toBe(true);
      // Nothing private in the answer.
      expect(res.body).not.toContain('PRIVATE');
      if (!onPostgres) {
        const file = path.join(server.dir, 'export-key.pem');
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      }
      expect((await server.app.inject({ url: '/v1/system/export-key' })).statusCode).toBe(401);

      server = await server.restart();
      const again = await server.app.inject({ url: '/v1/system/export-key', headers: withCookie(admin) });
      expect(again.json<ExportKeyReply>().publicKey).toBe(key.publicKey);
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});
