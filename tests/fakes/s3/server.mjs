/**
 * The S3 fake as a process: PORT, HOST (127.0.0.1), BUCKET (sattva-photos), REGION (us-east-1),
 * ACCESS_KEY_ID and SECRET_ACCESS_KEY (the only credentials it accepts).
 */
import { startS3Fake } from "./fake.mjs";

const fake = await startS3Fake({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? "127.0.0.1",
  bucket: process.env.BUCKET || undefined,
  region: process.env.REGION || undefined,
  accessKeyId: process.env.ACCESS_KEY_ID || undefined,
  secretAccessKey: process.env.SECRET_ACCESS_KEY || undefined,
});
console.log(`s3 fake listening on ${fake.url} (bucket ${fake.bucket})`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
