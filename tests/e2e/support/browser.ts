import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

/** A browser context set up like a visitor's, and axe, for the browser tests. */

/**
 * A client address of the running test's own (a hash of its id and `salt`): the e2e server
 * believes X-Forwarded-For, so per-address rate limits count per test, as they would per shopper.
 */
export function ownAddress(salt = "") {
  const h = createHash("sha256")
    .update(test.info().testId + salt)
    .digest();
  return `10.${h[0]}.${h[1]}.${(h[2] % 250) + 2}`;
}

/** English and the cookie banner accepted, before the first page. */
export async function english(context: BrowserContext) {
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: "i18next", value: "en", url },
    { name: "sattva_cookie_consent", value: "yes", url },
  ]);
}

/** A shopper's browser: English, the cookie banner accepted, and a client address of its own. */
export async function prepare(context: BrowserContext, salt = "") {
  await english(context);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress(salt) });
}

/** The page's WCAG 2 A and AA violations (of the part `include` selects), one line each. */
export async function axeViolations(page: Page, include?: string) {
  // Colours are measured as they settle: a link's hover or focus transition still running after
  // a click would be read half-way (a contrast "violation" of a colour never shown at rest).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.constructor.name !== "CSSTransition" || a.playState !== "running"),
  );
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * An axe check for a suite run with and without JavaScript: axe runs its script in the page, so
 * with JavaScript off it never answers; the markup is the same server-rendered HTML, so the run
 * with JavaScript scans it.
 */
export function axeCleanWhen(javaScriptEnabled: boolean) {
  return async (page: Page, label: string) => {
    if (javaScriptEnabled) expect(await axeViolations(page), label).toEqual([]);
  };
}

/** Console errors and uncaught exceptions of the page, as they come (a hydration mismatch shows as one). */
export function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * React has run on a page of the shop's frame (store, account, checkout): the main navigation
 * marks itself in an effect, which runs once the whole page is hydrated.
 */
export async function pageHydrated(page: Page) {
  await expect(page.locator("nav[data-enhanced]")).toHaveCount(1);
}

/** React has run on a page of product cards: a card's heart form carries the `js` field only once hydrated. */
export async function cardsHydrated(page: Page) {
  await expect(page.getByTestId("wishlist-form").first().locator('input[name="js"]')).toHaveCount(1);
}

/**
 * Records, from the first script of every page of the context on, each Intl formatter made and
 * each locale method called (`intlMade` reads them): in Chromium the first one of a page sets ICU
 * up (35–140 ms of main thread), so pages hydrate without them (lib/numbers, lib/dates).
 */
export async function watchIntl(context: BrowserContext) {
  await context.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    const kinds = [
      "NumberFormat",
      "DateTimeFormat",
      "DisplayNames",
      "Collator",
      "ListFormat",
      "RelativeTimeFormat",
    ] as const;
    for (const kind of kinds) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Original, {
        construct(target, args) {
          made.push(`Intl.${kind}`);
          return Reflect.construct(target, args);
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
    ];
    for (const [proto, name] of methods) {
      const original = (proto as Record<string, (...a: unknown[]) => unknown>)[name];
      (proto as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        made.push(name);
        return original.apply(this, args);
      };
    }
  });
}

/** What watchIntl recorded on the page's current document. */
export const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
