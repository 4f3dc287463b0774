// The Fintecture fake as a process (the browser tests): see ./fake.mjs for what it does.
import { startFintectureFake } from "./fake.mjs";

const fake = await startFintectureFake({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? "127.0.0.1",
  appId: process.env.APP_ID,
  appSecret: process.env.APP_SECRET,
  privateKey: process.env.PRIVATE_KEY,
  webhookUrl: process.env.WEBHOOK_URL,
});
console.log(`Fintecture fake on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => fake.close().then(() => process.exit(0)));
