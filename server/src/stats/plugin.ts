import type { ServerConfig } from '../config';
import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import type { ConfigurationStore } from '../configuration';
import type { MediaControl } from '../media/media-control';
import { statsRoutes } from './routes';
import type { StatsSampler } from './sampler';
import { versionChecker } from './version-check';

/**
 * What the statistics use: their samples and the streams' figures on the database, the recorders'
 * live figures, this node and its data folder, the version-check address, the clock.
 */
export interface StatsDeps {
  config: Pick<ServerConfig, 'dataDir' | 'node' | 'version'>;
  db: Db;
  media: Pick<MediaControl, 'leases' | 'frameRate' | 'status'>;
  configuration: Pick<ConfigurationStore, 'current'>;
  now: () => number;
}

/** The statistics page's routes; the sampler runs from the app's start (`startStatsSampler`). */
export const statsPlugin = domainPlugin<StatsDeps & { sampler: StatsSampler }>('stats', async (app, deps) =>
  statsRoutes(app, deps, deps.sampler, versionChecker(deps)),
);
