import { test as base, expect, type Page } from '@playwright/test';
import { accounts, type AccountName } from './accounts';

/**
 * The `test` of every spec: it fails a test on any console error or uncaught
 * page error, and can sign a page in through the API.
 */
export const test = base.extend<{ consoleErrors: string[]; signIn: (who: AccountName) => Promise<void> }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use(async (who) => {
      const { login, password } = accounts[who];
      const res = await page.request.post('/v1/sign-in', { data: { login, password } });
      expect(res.ok(), `sign-in as ${login}`).toBe(true);
    });
  },
});

export { expect, type Page };
