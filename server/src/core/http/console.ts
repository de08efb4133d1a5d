import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors';
import { sendError } from './errors';

/**
 * The built console under /ui/: hashed assets cached for a year (sent brotli- or
 * gzip-compressed as the build wrote them, when the browser accepts it), index.html
 * never cached, and every client route (/ui/streams, /ui/stream/x/info, ...)
 * answered with index.html so deep links work. `/` goes to `/ui/`, and the license page's old
 * address at the server's root, `/license`, to the page (as `/ui/license` does in the console).
 */
export async function installConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui/', 302));
  app.get('/license', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/ui/administration/license', 302),
  );
  const indexFile = path.join(consoleDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/ui/',
      index: false,
      wildcard: false,
      // The build writes name.br and name.gz beside each asset: sent as the browser accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => {
    if (!built) return sendError(reply, new AppError('NotFound', 'The console is not built: run npm run build'));
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  };
  app.get('/ui', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui/', 302));
  app.get('/ui/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  // Client routes: anything under /ui/ that is not a file, not an asset and not the API docs.
  app.get('/ui/*', { schema: { hide: true } }, (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest.startsWith('assets/') || path.extname(rest) !== '') return sendError(reply, new AppError('NotFound'));
    return sendIndex(reply);
  });
}
