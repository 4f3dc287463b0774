/**
 * The PayPal fake as a process (the browser tests start it): `PORT=… HOST=127.0.0.1
 * CLIENT_ID=… CLIENT_SECRET=… WEBHOOK_ID=… WEBHOOK_URL=<shop>/webhooks/paypal node tests/fakes/paypal/server.mjs`.
 * The shop is pointed at it with PAYPAL_API_URL=http://HOST:PORT (and the same id, secret and webhook id).
 */
import { startPayPalFake } from "./fake.mjs";

const e = process.env;
const fake = await startPayPalFake({
  port: Number(e.PORT ?? 0),
  host: e.HOST ?? "127.0.0.1",
  clientId: e.CLIENT_ID,
  clientSecret: e.CLIENT_SECRET,
  webhookId: e.WEBHOOK_ID,
  webhookUrl: e.WEBHOOK_URL,
});
console.log(`PayPal fake listening on ${fake.url}`);

const stop = () => fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
