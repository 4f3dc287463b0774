import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { cardsHydrated, errorsOf, pageHydrated, prepare } from "../support/browser";

/**
 * What a page does once it is hydrated (ui/kit/useHydrated): the parts that draw something only
 * with JavaScript (the navigation's disclosures, a rail's arrows, a card's heart) turn their flag
 * on in a transition, so that React renders the change in slices instead of one long task (on the
 * home page that render was 60–170 ms of main thread on a phone); the Collections mega menu, forty
 * links, is drawn only while it is open; a plain link is an `<a>` with the shared click handler
 * (ui/kit/Link's `BrowserLink`), not Remix's `Link`, and navigates as Remix's would.
 *
 * Whether an update was a transition is read from React itself, through the hook React DevTools
 * use (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which React 18 calls on every commit): after each commit
 * every state hook's update queue gets its `lanes` watched; React writes a transition lane there
 * when a transition sets the state (`entangleTransitionUpdate`), and nothing for a plain update.
 */

/** React 18's transition lanes (TransitionLane1–16). */
const TRANSITION_LANES = 0b0000000001111111111111111000000;

async function watchTransitions(context: BrowserContext) {
  await context.addInitScript((transitionLanes: number) => {
    type Hook = { queue: Record<string, unknown> | null; next: Hook | null };
    type Fiber = { memoizedState: unknown; child: Fiber | null; sibling: Fiber | null; type: unknown };
    const watch = (queue: Record<string, unknown>) => {
      if ("__sattvaWatched" in queue) return;
      let lanes = queue.lanes as number;
      Object.defineProperty(queue, "lanes", {
        get: () => lanes,
        set(value: number) {
          if (value & transitionLanes) queue.__sattvaTransition = true;
          lanes = value;
        },
      });
      queue.__sattvaWatched = true;
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      onCommitFiberUnmount() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const stack: Fiber[] = [root.current];
        while (stack.length) {
          const fiber = stack.pop()!;
          if (typeof fiber.type === "function") {
            for (let hook = fiber.memoizedState as Hook | null; hook; hook = hook.next) {
              if (hook.queue && "lanes" in hook.queue) watch(hook.queue);
            }
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
      },
    };
  }, TRANSITION_LANES);
}

/**
 * For the nearest component above `selector`'s element that holds a `true` state: whether each
 * such state was last set in a transition.
 */
async function flagsSetInTransition(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const key = Object.keys(el).find((k) => k.startsWith("__reactFiber$"));
      type Hook = { memoizedState: unknown; queue: Record<string, unknown> | null; next: Hook | null };
      type Fiber = { type: unknown; memoizedState: Hook | null; alternate: Fiber | null; return: Fiber | null };
      for (let fiber = key ? (el as unknown as Record<string, Fiber>)[key] : null; fiber; fiber = fiber.return) {
        if (typeof fiber.type !== "function") continue;
        // The element keeps the fiber it was hydrated with: the current tree may be its alternate.
        const flags: boolean[] = [];
        for (const f of [fiber, fiber.alternate]) {
          for (let hook = f?.memoizedState ?? null; hook; hook = hook.next) {
            if (hook.queue && hook.memoizedState === true) flags.push(hook.queue.__sattvaTransition === true);
          }
          if (flags.length) return flags;
        }
      }
      return [];
    });
}

async function expectSetInTransition(page: Page, selector: string) {
  const flags = await flagsSetInTransition(page, selector);
  expect(flags.length, `a flag set above ${selector}`).toBeGreaterThan(0);
  expect(flags, `${selector}: its flag set in a transition`).toContain(true);
}

// On the project's wide screen (1280 px): the rails' arrows and the mega menu are for wide screens.
test.describe("once a page is hydrated", () => {
  test("the parts drawn with JavaScript turn on in a transition", async ({ page, context }) => {
    await prepare(context, "after-hydration");
    await watchTransitions(context);
    const errors = errorsOf(page);
    await page.goto("/");
    await pageHydrated(page);
    // The navigation (every page) and a rail's arrows (more than four cards).
    await expectSetInTransition(page, "nav.nav[data-enhanced]");
    const back = page.locator('[data-section="most-loved"]').getByRole("button", { name: "Scroll back" });
    await expect(back).toHaveCount(1);
    await expectSetInTransition(page, '[data-section="most-loved"] button[aria-label="Scroll back"]');
    // A card's heart (the `js` field is there once hydrated).
    await page.goto("/collections/all");
    await cardsHydrated(page);
    await expectSetInTransition(page, '[data-testid="wishlist-form"] input[name="js"]');
    expect(errors).toEqual([]);
  });

  test("the Collections mega menu is drawn while it is open", async ({ page, context }) => {
    await prepare(context, "mega-menu");
    await page.goto("/");
    await pageHydrated(page);
    const toggle = page.getByRole("button", { name: "Collections submenu" });
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    // Counted in the markup (a closed panel is hidden, so not found by role).
    await expect(panel.locator("a")).toHaveCount(0);
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "View all collections" })).toBeVisible();
    expect(await panel.locator("a").count()).toBeGreaterThan(20);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(panel.locator("a")).toHaveCount(0);
  });

  test("a link is followed in the page by the router; the header's links follow the page", async ({
    page,
    context,
  }) => {
    await prepare(context, "plain-links");
    const errors = errorsOf(page);
    await page.goto("/collections/all");
    await cardsHydrated(page);
    await pageHydrated(page);
    // A mark that a document load would lose.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });

    // A card's link (a plain link in the browser, no router hooks of its own).
    const card = page.locator('main a[href^="/product/"]').first();
    const href = (await card.getAttribute("href"))!;
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await samePage()).toBe(true);

    // The header's link: followed in the page, then marked as the current page.
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const journal = nav.getByRole("link", { name: "Journal" });
    await expect(journal).not.toHaveAttribute("aria-current", /.*/);
    await journal.click();
    await expect(page).toHaveURL("/pages/journal");
    await expect(journal).toHaveAttribute("aria-current", "page");
    await expect(journal).toHaveClass(/\bactive\b/);
    // A link to the page shown replaces it in the history, as React Router's.
    const length = await page.evaluate(() => history.length);
    await journal.click();
    await expect(page).toHaveURL("/pages/journal");
    expect(await page.evaluate(() => history.length)).toBe(length);
    // That navigation reloads the page's data: going back before it ends would interrupt it (the
    // router aborts its request, and the aborted request is reported in the console).
    await page.waitForFunction(
      () =>
        (window as unknown as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter?.state
          .navigation.state === "idle",
    );
    // Back is the router's too.
    await page.goBack();
    await expect(page).toHaveURL(href);
    await expect(journal).not.toHaveAttribute("aria-current", /.*/);
    expect(await samePage()).toBe(true);
    expect(documents).toEqual([]);

    // With a modifier key the browser's own: a new tab, this page stays.
    const [tab] = await Promise.all([context.waitForEvent("page"), journal.click({ modifiers: ["Control"] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/pages/journal");
    await expect(page).toHaveURL(href);
    expect(errors).toEqual([]);
  });
});
