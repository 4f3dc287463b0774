import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The e2e server's outbox (DATA_DIR/outbox, where the shop "sends" its mail without SMTP), read by
 * the browser tests to follow the links the shop mails.
 */

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data", "outbox");

/** Every mail in the outbox, oldest first, with quoted-printable soft breaks and `=3D` undone. */
export function readOutbox(): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox).map((f) => path.join(outbox, f));
  } catch {
    return [];
  }
  return files
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((f) =>
      readFileSync(f, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The mails sent to `to`, oldest first. */
export const mailsTo = (to: string) =>
  readOutbox().filter((m) => new RegExp(`^To: ${escapeRegExp(to)}\\s*$`, "m").test(m));

/** The mails that contain `needle`, oldest first. */
export const mailsContaining = (needle: string) => readOutbox().filter((m) => m.includes(needle));

/**
 * Waits until `count` mails to `to` carry a link to `route` (`/account/reset-password`, …), and
 * gives the newest one and the path of its link (`/account/reset-password?token=…`).
 */
export async function mailedLink(to: string, route: string, count = 1) {
  const withLink = () => mailsTo(to).filter((m) => m.includes(`${route}?token=`));
  await expect.poll(() => withLink().length, { timeout: 10_000 }).toBe(count);
  const mail = withLink().at(-1)!;
  const link = new RegExp(`http://localhost:\\d+(${escapeRegExp(route)}\\?token=[\\w-]+)`).exec(mail);
  expect(link, `the mail carries the ${route} link`).not.toBeNull();
  return { mail, link: link![1] };
}
