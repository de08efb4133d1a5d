import { defineConfig, devices } from '@playwright/test';
import { baseURL, E2E_PORT } from './e2e/support/accounts';
import { chromiumLaunchOptions } from './e2e/support/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Generous for a CI machine twice as slow as a developer's (a busy 2-core runner): a passing test
  // takes what it takes, and only a hung one waits this long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The user asks the system for reduced motion, so the console opens dialogs and menus without
    // animation: a click never lands on a button still zooming in (shell.spec checks both ways).
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node --import tsx e2e/support/serve.ts ${E2E_PORT}`,
    url: `${baseURL}/v1/system/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The server's recorders run in their own process groups: a SIGKILL of the server's group
    // (Playwright's default) would leave them running. SIGTERM lets it stop them first.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
