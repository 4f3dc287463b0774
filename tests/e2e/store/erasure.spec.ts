import { expect, test } from "@playwright/test";
import { CONSENT_VERSIONS } from "../../../app/modules/privacy/consent-versions";
import { unique } from "../support/account";
import { axeCleanWhen, prepare } from "../support/browser";
import { productFor } from "../support/checkout";
import { mailedLink } from "../support/outbox";

/**
 * A guest's erasure (issue 14 item 5, GDPR art. 17), with and without JavaScript: a guest who
 * bought and signed up to the newsletter asks from the privacy policy's link, follows the mailed
 * link (the outbox), sees what goes and what stays, confirms, and the order is kept; and the
 * checkout's terms line above the pay button, with the terms page's version.
 */

const PATH = "/pages/erase-my-data";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    const axeClean = axeCleanWhen(javaScriptEnabled);
    const salt = javaScriptEnabled ? "js" : "html";

    test("a guest asks from the privacy policy, confirms from the mailed link, and the order is kept", async ({
      page,
      context,
    }) => {
      test.slow(); // a checkout and a newsletter sign-up before the journey, on shared cores
      await prepare(context, `erasure-${salt}`);
      const base = test.info().project.use.baseURL!;
      const email = unique(`erasure-${salt}`);
      const product = await productFor(page.request, "main", javaScriptEnabled ? 50 : 51);
      const placed = await page.request.post("/api/checkout", {
        data: {
          method: "card",
          items: [{ id: product.id, quantity: 1 }],
          customer: {
            fullName: "Giulia Verdi",
            email,
            address: "Via Zamboni 33",
            city: "Bologna",
            postalCode: "40126",
            phone: "+39 347 765 4321",
            country: "IT",
          },
        },
        headers: { Origin: base },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { oid } = (await placed.json()) as { oid: string };
      const signedUp = await page.request.post("/newsletter", {
        form: { email, consent: "yes" },
        headers: { Origin: base },
      });
      expect(signedUp.status()).toBeLessThan(400);

      // From the privacy policy to the page; the footer links to it too.
      await page.goto("/privacy-policy");
      await expect(page.getByTestId("store-footer").getByRole("link", { name: "Erase my data" })).toHaveAttribute(
        "href",
        PATH,
      );
      await page.getByTestId("page-more").getByRole("link", { name: "Erase my data" }).click();
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Erase my data" })).toBeVisible();
      await axeClean(page, "request");

      // A bad address is refused at the field; then the same answer whatever the address.
      await page.getByLabel("Your e-mail address").fill("name@example"); // the browser takes it, the server refuses it
      await page.getByRole("button", { name: "Send me the link" }).click();
      await expect(page.getByText("Please enter a valid e-mail address, like name@example.com.")).toBeVisible();
      await expect(page.getByLabel("Your e-mail address")).toHaveAttribute("aria-invalid", "true");
      await axeClean(page, "request with an error");
      await page.getByLabel("Your e-mail address").fill(email);
      await page.getByRole("button", { name: "Send me the link" }).click();
      await expect(page.getByTestId("erasure-sent")).toContainText(
        "If we hold data for this address, we have sent a link to it.",
      );
      await expect(page).toHaveURL(new RegExp(`${PATH}\\?sent=1$`));

      const { mail, link } = await mailedLink(email, PATH);
      expect(mail).toContain("Subject: Erase your data at Sattva: confirm with this link");
      expect(mail).toContain("for 10 years, because Italian tax law requires it");

      // Opening the link shows what goes and what stays; nothing is erased yet.
      await page.goto(link);
      await expect(page.getByTestId("erasure-address")).toHaveText(`Data held for ${email}`);
      await expect(page.getByTestId("erasure-erase")).toContainText("Your newsletter subscription");
      await expect(page.getByTestId("erasure-orders")).toContainText(`Order ${oid} of`);
      await expect(page.getByTestId("erasure-keep")).toContainText("Italian tax law requires it");
      await axeClean(page, "review");
      await page.reload();
      await expect(page.getByTestId("erasure-erase")).toContainText("Your newsletter subscription");

      await page.getByRole("button", { name: "Erase my data" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your data has been erased" })).toBeVisible();
      await expect(page.getByTestId("erasure-done")).toContainText("Your newsletter subscription");
      await expect(page.getByTestId("erasure-kept")).toContainText(
        "we keep your orders and their invoices for 10 years",
      );
      await expect(page.getByTestId("erasure-kept-orders")).toContainText(`Order ${oid} of`);
      await axeClean(page, "done");

      // The link again: nothing left to erase, the order still kept.
      await page.goto(link);
      await expect(page.getByTestId("erasure-erase")).toContainText("We hold nothing else to erase for this address.");
      await expect(page.getByTestId("erasure-orders")).toContainText(`Order ${oid} of`);
    });

    test("the checkout says that placing the order accepts the terms, linking them and the privacy policy", async ({
      page,
      context,
    }) => {
      await prepare(context, `erasure-terms-${salt}`);
      const product = await productFor(page.request, "main", javaScriptEnabled ? 50 : 51);
      await page.goto(`/pages/payment-proceed?method=card&product=${product.id}&quantity=1`);
      const line = page.getByTestId("checkout-terms");
      await expect(line).toHaveText(
        "By placing the order you accept our terms of sale (opens in a new tab) and confirm you have read the privacy policy (opens in a new tab).",
      );
      await expect(line.getByRole("link", { name: /terms of sale/ })).toHaveAttribute("href", "/terms-&-conditions");
      await expect(line.getByRole("link", { name: /privacy policy/ })).toHaveAttribute("href", "/privacy-policy");
      // Right above the place-order button, which it describes.
      const pay = page.getByTestId("checkout-form").getByRole("button", { name: "Continue to payment" });
      await expect(pay).toHaveAttribute("aria-describedby", "checkout-terms");
      const [lineBox, payBox] = [await line.boundingBox(), await pay.boundingBox()];
      expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(payBox!.y);
      await axeClean(page, "checkout");

      // The terms page names its version: the date the recorded consent carries.
      await page.goto("/terms-&-conditions");
      const version = new Intl.DateTimeFormat("en-IE", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${CONSENT_VERSIONS.terms}T12:00:00Z`),
      );
      await expect(page.getByTestId("page-note")).toHaveText(`Version of ${version}`);
    });
  });
}
