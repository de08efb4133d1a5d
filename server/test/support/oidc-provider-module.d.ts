/** The little of oidc-provider (which ships no types) the test provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    path: string;
    body: unknown;
  }

  export interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: KoaContext, id: string) => Account | undefined | Promise<Account | undefined>;
      },
    );
    proxy: boolean;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
