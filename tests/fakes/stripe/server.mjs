/**
 * The Stripe fake as a process (the browser tests' webServer): PORT, HOST (127.0.0.1),
 * WEBHOOK_URL (the shop's /webhooks/stripe), WEBHOOK_SECRET (the shop's STRIPE_WEBHOOK_SECRET),
 * SECRET_KEY (optional: the one API key accepted; any sk_test_… key when unset).
 */
import { startStripeFake } from "./fake.mjs";

const fake = await startStripeFake({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? "127.0.0.1",
  webhookUrl: process.env.WEBHOOK_URL,
  webhookSecret: process.env.WEBHOOK_SECRET,
  secretKey: process.env.SECRET_KEY || undefined,
});
console.log(`stripe fake listening on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
