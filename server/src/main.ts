import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './core/db/db';
import { closeApp } from './core/http/close-app';
import { startDemo } from './demo';
import { resolveFfmpeg } from './media/ffmpeg-path';
import { killAllChildren } from './media/run-ffmpeg';
import { createMediaControl } from './media/supervisor';

async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  const ffmpeg = await resolveFfmpeg();
  const media = createMediaControl({
    db,
    config,
    ffmpeg,
    options: { partTargetMs: config.livePartMs, webrtc: config.webrtc },
  });
  const { app, ctx } = await buildApp({ config, db, media, logger: true });
  // Registered before anything starts ffmpeg: recorders run in their own process groups, so a
  // stop that arrives during start-up must still end them, or they outlive the server.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await closeApp(app);
    await killAllChildren();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ffmpeg ${ffmpeg.version} (${ffmpeg.origin}): ${ffmpeg.path}`);
  // VIGIL_DEMO: demo streams on a data folder that never had any, added before the recorders
  // start; their recorded last 24 hours are generated in the background.
  await startDemo({ db, config, ffmpeg, media, log: app.log });
  // Recorders start once the console answers; the index is repaired first (docs/security.md, R6).
  await media.startAll();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Vigil console: http://localhost:${port}/ui/  (data in ${config.dataDir})`);
  if (ctx.state.locked) app.log.info(`First start: open http://localhost:${port}/ui/init to create the administrator`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
