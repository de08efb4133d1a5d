import { domainPlugin } from '../core/http/domain';
import type { StreamAccess } from '../archive';
import type { NodeAgent } from '../cluster';
import type { RecordingControl } from '../media/supervisor';
import { liveRoutes } from './routes';
import type { FastifyRequest } from 'fastify';

/** What the live domain uses: who may view a stream, the recorders' live windows and the stream's node. */
export interface LiveDeps {
  access: StreamAccess;
  media: RecordingControl;
  cluster: NodeAgent;
  /** Decides again who made a request (auth and share link as they stand now): WebRTC sessions outlive their request. */
  reauthorize(request: FastifyRequest): Promise<boolean>;
  /** The viewer count of the statistics: a WebRTC session is a player too. */
  viewers?: { saw(key: string): void };
}

export const livePlugin = domainPlugin<LiveDeps>('live', async (app, deps) =>
  liveRoutes(app, deps, deps.access, deps.media),
);
