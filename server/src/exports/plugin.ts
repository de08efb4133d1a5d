import type { ServerConfig } from '../config';
import type { AuditDeps } from '../core/audit/request-audit';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { ExportKey } from '../core/security/export-key';
import { recordedBetween, type StreamAccess } from '../archive';
import type { NodeAgent } from '../cluster';
import type { LicenseStore } from '../license';
import { demoFontFile } from '../media/ffmpeg-path';
import type { RecordingControl } from '../media/supervisor';
import { FailureLimiter } from '../core/security/rate-limiter';
import { clipRoutes } from './clip-routes';
import { exportKeyRoutes } from './key-routes';
import { exportLinkRoutes } from './link-routes';
import { exportsRepo } from './repo';
import { exportsRoutes } from './routes';
import { createExportRunner } from './runner';
import { createPackageKeeping } from './keeping';
import { exportVerifyRoutes } from './verify-routes';

/**
 * What the case exports domain uses: its tables, the export key, the recordings of this node (cut
 * by the recorders' ffmpeg), who may view a stream, the export limits, the license, the audit log.
 */
export interface ExportsDeps extends AuditDeps {
  config: Pick<ServerConfig, 'dataDir' | 'version' | 'exports'>;
  db: Db;
  exportKey: ExportKey;
  cluster: NodeAgent;
  license: Pick<LicenseStore, 'current'>;
  /** The server's secret: it makes the keys a clip link's open hands out. */
  secret: Buffer;
  /** Without recorders (a server that runs no media) only the key and verification are served. */
  recording?: { media: RecordingControl; access: StreamAccess };
}

const MINUTE = 60_000;

/** The export key, verification of packages, clip links, and case export jobs with their packages. */
export const exportsPlugin = domainPlugin<ExportsDeps>('exports', async (app, deps) => {
  exportKeyRoutes(app, deps);
  exportVerifyRoutes(app, deps);
  exportLinkRoutes(app, deps);
  // Wrong passwords of clip links: 5 per link and 30 per client address in 15 minutes, as sign-in.
  clipRoutes(app, deps, {
    perLink: new FailureLimiter(5, 15 * MINUTE, deps.now),
    perClient: new FailureLimiter(30, 15 * MINUTE, deps.now),
  });
  if (!deps.recording) return;
  const { media, access } = deps.recording;
  const { cluster, db } = deps;
  // Case exports cut this node's recordings, one job at a time, in the background.
  const packageDeps = {
    ffmpegPath: media.ffmpegPath,
    mediaRoot: media.mediaRoot,
    dataDir: deps.config.dataDir,
    nodeId: cluster.nodeId,
    version: deps.config.version,
    key: deps.exportKey,
    // Watermarks are drawn with the font the demo pictures use (the dejavu-fonts-ttf package).
    fontFile: demoFontFile(),
    recorded: async (uid: string, start: number, end: number) =>
      (await recordedBetween(db, uid, start, end, cluster.unavailableIds())).filter(
        (s) => s.node_id === cluster.nodeId,
      ),
    now: deps.now,
  };
  const runner = createExportRunner({ repo: exportsRepo(db), deps: packageDeps, log: (m) => app.log.warn(m) });
  exportsRoutes(app, deps, access, runner, packageDeps.recorded);
  // Packages are kept VIGIL_EXPORT_KEEP_DAYS days (longer under an evidence hold): swept at start and hourly.
  const keeping = createPackageKeeping({
    repo: exportsRepo(db),
    nodeId: cluster.nodeId,
    keepDays: deps.config.exports.keepDays,
    now: deps.now,
    log: (m) => app.log.info(m),
  });
  const sweep = () => void keeping.run().catch((error: Error) => app.log.warn(`exports: ${error.message}`));
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await runner.start();
    sweep();
    sweeper = setInterval(sweep, 60 * MINUTE);
    sweeper.unref();
  });
  // The running job stops (and is failed) while the database is still open.
  app.addHook('preClose', async () => {
    if (sweeper) clearInterval(sweeper);
    await runner.close();
  });
});
