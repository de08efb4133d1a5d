import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeApp } from '../src/core/http/close-app';

/** A client that sends half a request and waits: its socket stays busy on the server. */
async function halfRequest(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write('GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  socket.on('error', () => undefined);
  return socket;
}

async function listening() {
  const app = Fastify();
  app.get('/slow', async () => 'never asked in full');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

describe('closing the app', () => {
  it('cuts a request still open after the grace time, so a stop takes seconds', async () => {
    const { app, port } = await listening();
    const socket = await halfRequest(port);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const t0 = Date.now();
    await closeApp(app, 300);
    expect(Date.now() - t0).toBeLessThan(2000);
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it('without the cut, the same request holds the close', async () => {
    const { app, port } = await listening();
    const socket = await halfRequest(port);
    const closing = app.close();
    const settled = await Promise.race([closing.then(() => 'closed'), new Promise((r) => setTimeout(r, 1500, 'open'))]);
    expect(settled).toBe('open');
    socket.destroy();
    await closing;
  });
});
