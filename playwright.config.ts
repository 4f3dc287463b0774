import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 7171);
/** The fake social log-in providers (tests/fakes/oauth) the app server's Facebook log-in talks to. */
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? PORT + 1000);
export const FAKE_OAUTH_URL = `http://127.0.0.1:${OAUTH_PORT}`;
const FAKE_FACEBOOK_ENV = {
  FACEBOOK_CLIENT_ID: "fake-client-id",
  FACEBOOK_CLIENT_SECRET: "fake-client-secret",
  FACEBOOK_AUTHORIZE_URL: `${FAKE_OAUTH_URL}/facebook/authorize`,
  FACEBOOK_TOKEN_URL: `${FAKE_OAUTH_URL}/facebook/token`,
  FACEBOOK_PROFILE_URL: `${FAKE_OAUTH_URL}/facebook/me`,
  FACEBOOK_DEBUG_TOKEN_URL: `${FAKE_OAUTH_URL}/facebook/debug_token`,
};
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The machine has no internet: keep Chromium from phoning home (each refused call slows it down).
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.tmp/test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: "off",
    locale: "en-GB",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: "node tests/fakes/oauth/server.mjs",
      url: `${FAKE_OAUTH_URL}/healthz`,
      env: { PORT: String(OAUTH_PORT), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${PORT}/healthz`,
      env: { PORT: String(PORT), PUBLIC_URL: `http://localhost:${PORT}`, ...FAKE_FACEBOOK_ENV },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
