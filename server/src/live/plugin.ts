import { domainPlugin } from '../core/http/domain';
import type { StreamAccess } from '../archive';
import type { NodeAgent } from '../cluster';
import type { RecordingControl } from '../media/supervisor';
import { liveRoutes } from './routes';

/** What the live domain uses: who may view a stream, the recorders' live windows and the stream's node. */
export interface LiveDeps {
  access: StreamAccess;
  media: RecordingControl;
  cluster: NodeAgent;
}

export const livePlugin = domainPlugin<LiveDeps>('live', async (app, deps) =>
  liveRoutes(app, deps, deps.access, deps.media),
);
