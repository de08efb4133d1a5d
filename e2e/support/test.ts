import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, baseURL, type AccountName } from './accounts';

export interface Account {
  login: string;
  password: string;
  email: string;
}

interface Fixtures {
  consoleErrors: string[];
  /**
   * Console errors a spec provokes on purpose (a server it stops): a spec pushes their patterns
   * here before provoking them, so they are left out however the test ends (a timeout included).
   */
  expectedConsoleErrors: RegExp[];
  /** Signs the page's browser context in through the API. */
  signIn: (who: AccountName | Account) => Promise<void>;
  /** An API client signed in as the administrator. */
  adminApi: APIRequestContext;
  /** Creates a fresh user on the server (so a spec may change its password or sessions freely). */
  newUser: (options?: { maxStreamCreation?: number; admin?: boolean }) => Promise<Account>;
}

const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * The `test` of every spec: it fails a test on any console error or uncaught
 * page error, and helps sign in through the API.
 */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 4xx answer the test provokes (a wrong password, an unknown e-mail) is logged by the
        // browser itself; the console's own errors and any 5xx still fail the test.
        if (msg.type() === 'error' && !EXPECTED_HTTP_ERROR.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use(async (who) => {
      const { login, password } = typeof who === 'string' ? accounts[who] : who;
      const res = await page.request.post('/v1/sign-in', { data: { login, password } });
      expect(res.ok(), `sign-in as ${login}`).toBe(true);
    });
  },
  adminApi: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const res = await api.post('/v1/sign-in', {
      data: { login: accounts.admin.login, password: accounts.admin.password },
    });
    expect(res.ok()).toBe(true);
    await use(api);
    await api.dispose();
  },
  newUser: async ({ adminApi }, use) => {
    await use(async (options = {}) => {
      const login = `u${randomBytes(4).toString('hex')}`;
      const account = { login, password: `Fresh-${randomBytes(6).toString('hex')}`, email: `${login}@vigil.test` };
      const res = await adminApi.post('/v1/users', {
        data: {
          name: login,
          password: account.password,
          email: account.email,
          permissionType: options.admin ? 'admin' : 'user',
          maxStreamCreation: options.maxStreamCreation ?? -1,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return account;
    });
  },
});

/** Fills and submits the sign-in form. */
export async function signInThroughForm(page: Page, account: { login: string; password: string }): Promise<void> {
  await page.getByLabel('Login').fill(account.login);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export { expect, type Page };
