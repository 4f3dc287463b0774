import { generateKeyPairSync } from "node:crypto";
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
/**
 * The payment providers' fakes (tests/fakes/<provider>/server.mjs), each a local HTTP server
 * following the provider's documented API, hosted pages and signed notifications included. The
 * main app server is configured with all three (so card, bank transfer and PayPal go through
 * them); a second app server has no provider keys and PAYMENTS_TEST_MODE=true, so every method
 * there goes through the shop's built-in test gateway.
 */
export const STRIPE_PORT = PORT + 1001;
export const PAYPAL_PORT = PORT + 1002;
export const FINTECTURE_PORT = PORT + 1003;
/** The app server whose payments all go through the built-in test gateway. */
export const TEST_GATEWAY_PORT = PORT + 1;
export const TEST_GATEWAY_URL = `http://localhost:${TEST_GATEWAY_PORT}`;
const APP_URL = `http://localhost:${PORT}`;
/** A throwaway merchant key pair for the Fintecture fake, made once per run (never a key in the repo). */
const FINTECTURE_KEY =
  process.env.E2E_FINTECTURE_PRIVATE_KEY ??
  (process.env.E2E_FINTECTURE_PRIVATE_KEY = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  }).privateKey);
export const PAYMENT_SECRETS = {
  stripe: { secretKey: "sk_test_e2e_fake", webhookSecret: "whsec_e2e_fake_secret" },
  paypal: { clientId: "e2e-paypal-client", clientSecret: "e2e-paypal-secret", webhookId: "WH-E2E-FAKE" },
  fintecture: { appId: "e2e-fintecture-app", appSecret: "e2e-fintecture-secret" },
};
const FAKE_PAYMENT_ENV = {
  STRIPE_SECRET_KEY: PAYMENT_SECRETS.stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: PAYMENT_SECRETS.stripe.webhookSecret,
  STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
  PAYPAL_CLIENT_ID: PAYMENT_SECRETS.paypal.clientId,
  PAYPAL_CLIENT_SECRET: PAYMENT_SECRETS.paypal.clientSecret,
  PAYPAL_WEBHOOK_ID: PAYMENT_SECRETS.paypal.webhookId,
  PAYPAL_API_URL: `http://127.0.0.1:${PAYPAL_PORT}`,
  FINTECTURE_APP_ID: PAYMENT_SECRETS.fintecture.appId,
  FINTECTURE_APP_SECRET: PAYMENT_SECRETS.fintecture.appSecret,
  FINTECTURE_PRIVATE_KEY: FINTECTURE_KEY,
  FINTECTURE_API_URL: `http://127.0.0.1:${FINTECTURE_PORT}`,
};
const fakeServer = (provider: string, port: number, env: Record<string, string>) => ({
  command: `node tests/fakes/${provider}/server.mjs`,
  url: `http://127.0.0.1:${port}/healthz`,
  env: { PORT: String(port), HOST: "127.0.0.1", WEBHOOK_URL: `${APP_URL}/webhooks/${provider}`, ...env },
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

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
  // Budgets for a slow machine, not for speed: a test waits for states, and these limits only
  // decide when a stuck one gives up. CI has 2 shared cores; under load (other jobs, a parallel
  // build) a journey of several pages with axe scans took over 30 s and failed although correct.
  timeout: 90_000,
  expect: { timeout: 15_000 },
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
    fakeServer("stripe", STRIPE_PORT, {
      WEBHOOK_SECRET: PAYMENT_SECRETS.stripe.webhookSecret,
      SECRET_KEY: PAYMENT_SECRETS.stripe.secretKey,
    }),
    fakeServer("paypal", PAYPAL_PORT, {
      CLIENT_ID: PAYMENT_SECRETS.paypal.clientId,
      CLIENT_SECRET: PAYMENT_SECRETS.paypal.clientSecret,
      WEBHOOK_ID: PAYMENT_SECRETS.paypal.webhookId,
    }),
    fakeServer("fintecture", FINTECTURE_PORT, {
      APP_ID: PAYMENT_SECRETS.fintecture.appId,
      APP_SECRET: PAYMENT_SECRETS.fintecture.appSecret,
      PRIVATE_KEY: FINTECTURE_KEY,
    }),
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${PORT}/healthz`,
      // Stopped like Ctrl-C, so the shop stops its embedded PostgreSQL too (Playwright's default
      // SIGKILL would leave that server running after the run).
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      env: {
        PORT: String(PORT),
        PUBLIC_URL: APP_URL,
        ...FAKE_FACEBOOK_ENV,
        ...FAKE_PAYMENT_ENV,
        // Many files try a wrong staff password on purpose with the one demo admin, within minutes:
        // the per-account limit (10 in 10 minutes) would refuse the later files' right passwords.
        STAFF_PASSWORD_FAILURE_LIMIT: "200",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${TEST_GATEWAY_URL}/healthz`,
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      env: {
        PORT: String(TEST_GATEWAY_PORT),
        PUBLIC_URL: TEST_GATEWAY_URL,
        E2E_DATA_DIR: `${process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data"}-test-gateway`,
        PAYMENTS_TEST_MODE: "true",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
