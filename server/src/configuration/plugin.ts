import type { ServerConfig } from '../config';
import type { AuditDeps } from '../core/audit/request-audit';
import { domainPlugin } from '../core/http/domain';
import type { Mailer } from '../core/mail/mailer';
import { configurationRoutes } from './routes';
import type { ConfigurationStore } from './store';

/** What the configuration domain uses: its store, the data folder (the logo), the mailer (a test message), the audit log. */
export interface ConfigurationDeps extends AuditDeps {
  config: Pick<ServerConfig, 'dataDir'>;
  configuration: ConfigurationStore;
  mailer: Mailer;
}

export const configurationPlugin = domainPlugin<ConfigurationDeps>('configuration', async (app, deps) =>
  configurationRoutes(app, deps),
);
