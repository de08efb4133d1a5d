import fs from 'node:fs';

/**
 * How the tests and benchmarks start Chromium: Debian's where present (Playwright
 * cannot download its own here), else Playwright's, with the flags this machine needs.
 */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumLaunchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // WebRTC with the server on loopback (VIGIL_WEBRTC_HOSTS in serve.ts): Chromium leaves it out otherwise.
    '--allow-loopback-in-peer-connection',
  ],
};
