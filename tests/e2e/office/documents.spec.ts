import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pdfPages } from "../../support/pdf-text";
import { axeViolations, english, ownAddress } from "../support/browser";

/**
 * The order documents in a real browser: a signed-in admin opens an order's invoice and packing
 * slip, the answer is a PDF holding the shop's identity and the order's figures, and pdf.js
 * (Mozilla's PDF reader, the one Firefox shows PDFs with) draws its first page in Chromium, saved
 * as test-results/invoice.png. The bulk print gives one PDF with every order; an unpaid order's
 * invoice is refused with a page that works without JavaScript.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };
/** Demo orders (prisma/seed): SAT-10002 processing (paid), SAT-10005 shipped, SAT-10006 pending. */
const PAID = "SAT-10002";
const SHIPPED = "SAT-10005";
const UNPAID = "SAT-10006";

const PDFJS = path.resolve("node_modules/pdfjs-dist");

async function signIn(page: Page) {
  await english(page.context());
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
  await page.goto("/account/login");
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/sattva-admin$/);
}

/** The PDF a GET answers, checked to be one, with its text per page. */
async function fetchPdf(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  const bytes = await res.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return pdfPages(bytes);
}

/**
 * Draws page 1 of the PDF at `url` into a canvas, in this browser, with pdf.js served from
 * node_modules on a blank page of the shop's origin (so the PDF's fetch carries the session).
 */
async function renderFirstPage(page: Page, url: string) {
  const origin = new URL(page.url()).origin;
  await page.route(`${origin}/__pdfjs/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.replace("/__pdfjs/", "");
    const full = path.join(PDFJS, file);
    expect(full.startsWith(PDFJS + path.sep)).toBe(true);
    await route.fulfill({
      body: readFileSync(full),
      contentType: file.endsWith(".mjs") ? "text/javascript" : "application/octet-stream",
    });
  });
  await page.route(`${origin}/__pdf-preview`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>Preview</title></head><body style="margin:0;background:#888">
<main><h1 style="position:absolute;left:-9999px">Preview</h1><canvas id="page" aria-label="Page 1"></canvas></main>
<script type="module">
  import * as pdfjs from "/__pdfjs/legacy/build/pdf.min.mjs";
  pdfjs.GlobalWorkerOptions.workerSrc = "/__pdfjs/legacy/build/pdf.worker.min.mjs";
  try {
    const data = new Uint8Array(await (await fetch(${JSON.stringify(url)})).arrayBuffer());
    const pdf = await pdfjs.getDocument({ data, standardFontDataUrl: "/__pdfjs/standard_fonts/" }).promise;
    const first = await pdf.getPage(1);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = document.getElementById("page");
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvasContext: canvas.getContext("2d"), viewport, canvas }).promise;
    document.body.dataset.pages = String(pdf.numPages);
    document.body.dataset.state = "rendered";
  } catch (e) {
    document.body.dataset.state = "failed: " + e;
  }
</script></body></html>`,
    }),
  );
  await page.goto("/__pdf-preview");
  await expect(page.locator("body")).toHaveAttribute("data-state", "rendered");
  const canvas = page.locator("#page");
  // Ink on the page: the share of pixels that are not white paper.
  const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext("2d")!.getImageData(0, 0, c.width, c.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 600) dark++;
    return dark / (data.length / 4);
  });
  return { canvas, inked };
}

test.describe("order documents", () => {
  test("an admin opens a paid order's invoice: a PDF with the shop, the order and its figures, drawn in the browser", async ({
    page,
  }) => {
    await signIn(page);
    const invoiceUrl = `/sattva-administration/orders/${PAID}/invoice.pdf?lang=en`;
    const [first, ...more] = await fetchPdf(page, invoiceUrl);
    expect(more).toHaveLength(0);
    for (const text of ["Invoice", "VAT no.", `Order ${PAID}`, "Subtotal", "Total", "Page 1 of 1"]) {
      expect(first).toContain(text);
    }
    const number = /Invoice no\. (\d+\/\d{4})/.exec(first)?.[1];
    expect(number).toBeTruthy();
    expect(first).toMatch(/Total €\d[\d,]*\.\d\d/);
    // Printed again: the same number.
    expect((await fetchPdf(page, invoiceUrl))[0]).toContain(`Invoice no. ${number}`);

    const { canvas, inked } = await renderFirstPage(page, invoiceUrl);
    await canvas.screenshot({ path: "test-results/invoice.png" });
    // A drawn invoice: text, rules and the table's band, on mostly white paper.
    expect(inked).toBeGreaterThan(0.01);
    expect(inked).toBeLessThan(0.5);
  });

  test("the packing slip has no prices, the carrier once shipped, and draws too", async ({ page }) => {
    await signIn(page);
    const url = `/sattva-administration/orders/${SHIPPED}/packing-slip.pdf`;
    const [slip] = await fetchPdf(page, url);
    for (const text of ["Packing slip", `Order ${SHIPPED}`, "SHIP TO", "Carrier:", "Picked", "Items in total:"]) {
      expect(slip).toContain(text);
    }
    expect(slip).not.toContain("€");
    const { canvas, inked } = await renderFirstPage(page, url);
    await canvas.screenshot({ path: "test-results/packing-slip.png" });
    expect(inked).toBeGreaterThan(0.01);
  });

  test("from the order page: its invoice link opens the order's invoice", async ({ page }) => {
    await signIn(page);
    await page.goto(`/sattva-administration/orders/${PAID}`);
    const href = await page.getByRole("link", { name: "Invoice (PDF)" }).getAttribute("href");
    expect(href).toBe(`/sattva-administration/orders/${PAID}/invoice.pdf`);
    expect((await fetchPdf(page, href!))[0]).toContain(PAID);
  });

  test("bulk print: one PDF with the packing slips of two orders, each from a new page", async ({ page, baseURL }) => {
    await signIn(page);
    const body = new URLSearchParams([
      ["document", "packing-slip"],
      ["oid", PAID],
      ["oid", SHIPPED],
    ]);
    const res = await page.request.post("/sattva-administration/orders/print", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
      data: body.toString(),
    });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    const pages = await pdfPages(await res.body());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Order ${PAID}`);
    expect(pages[1]).toContain(`Order ${SHIPPED}`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unpaid order's invoice is refused with a page saying why and a way back", async ({ page }) => {
    await signIn(page);
    const res = await page.goto(`/sattva-administration/orders/${UNPAID}/invoice.pdf`);
    expect(res?.status()).toBe(409);
    await expect(page.getByRole("heading", { level: 1, name: "Document not available" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      `Order ${UNPAID} has not been paid: an invoice is issued only for a paid order.`,
    );
    await expect(page.getByRole("link", { name: `Back to order ${UNPAID}` })).toHaveAttribute(
      "href",
      `/sattva-administration/orders/${UNPAID}`,
    );
  });
});

test("the refusal page passes axe", async ({ page }) => {
  await signIn(page);
  const res = await page.goto(`/sattva-administration/orders/${UNPAID}/invoice.pdf`);
  expect(res?.status()).toBe(409);
  await expect(page.getByRole("heading", { level: 1, name: "Document not available" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
