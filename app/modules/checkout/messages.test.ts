import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/modules/i18n/config";

/**
 * Every message key the checkout's code names ("errors.attemptInvalid", in `t(...)` or passed on
 * as a key) is a sentence in all five languages: i18next answers a missing key with the key
 * itself, which is how `POST /api/checkout/retry` once told a buyer "errors.attemptInvalid".
 */

const sources = [
  ...readdirSync("app/modules/checkout")
    .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
    .map((f) => path.join("app/modules/checkout", f)),
  ...readdirSync("app/routes")
    .filter((f) =>
      /^(api\.checkout|api\.sattva-orders\.create-order|stripe\.|fintecture\.|pages\.payment-proceed)/.test(f),
    )
    .map((f) => path.join("app/routes", f)),
];

const keysIn = (file: string) => [...readFileSync(file, "utf8").matchAll(/"(errors\.[A-Za-z0-9]+)"/g)].map((m) => m[1]);

const lookup = (lng: string, key: string) => {
  let node: unknown = JSON.parse(readFileSync(path.join("locales", lng, "checkout.json"), "utf8"));
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
};

describe("checkout messages", () => {
  it("reads the files it checks", () => {
    expect(sources).toContain("app/routes/api.checkout.retry.ts");
    expect(keysIn("app/modules/checkout/api.server.ts")).toContain("errors.attemptInvalid");
  });

  it.each(sources)("every key %s names is translated in it, en, fr, de and es", (file) => {
    for (const key of new Set(keysIn(file))) {
      for (const lng of languages) expect(typeof lookup(lng, key), `${lng} ${key}`).toBe("string");
    }
  });
});
