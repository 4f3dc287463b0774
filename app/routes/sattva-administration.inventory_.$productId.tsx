import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { fieldErrors, formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import { adjustStock, setLowStockThreshold, stockHistory } from "~/modules/inventory/inventory.server";
import { adjustStockSchema, thresholdSchema } from "~/modules/inventory/schemas";
import { officeTitle } from "~/modules/office/page.server";
import { waitingCount } from "~/modules/restock/alerts.server";
import { isRecordId, listQuerySchema, parseQuery } from "~/modules/office/schemas";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { INVENTORY_PATH, StockHistoryTable } from "~/ui/office/inventory/InventoryTable";
import { AdjustStockForm, ThresholdForm, type StockFormAnswer } from "~/ui/office/inventory/StockForms";
import { OfficeError } from "~/ui/office/OfficeError";
import { EmptyState, PageHeader, Pager, StockBadge, textLink } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { useOfficeFormat } from "~/ui/office/format";

export const handle = { i18n: ["office", "inventory", "restock"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

const notFound = () => new Response("Not found", { status: 404 });

/** One product's stock: the adjustment and threshold forms, and its ledger (newest first, paged). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const productId = params.productId ?? "";
  if (!isRecordId(productId)) throw notFound();
  const { page } = parseQuery(listQuerySchema, new URL(request.url));
  const [history, title, waiting] = await Promise.all([
    stockHistory(productId, page),
    officeTitle(request, "inventory.title"),
    // Shoppers waiting for a back-in-stock mail (modules/restock).
    waitingCount(productId),
  ]);
  if (!history) throw notFound();
  return { history, title, waiting };
}

/** Two forms: a stock adjustment (intent "adjust") and the low-stock threshold (intent "threshold"). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const productId = params.productId ?? "";
  if (!isRecordId(productId)) throw notFound();
  const form = await request.formData();
  const ctx = { ip: clientAddress(request) };
  const here = `${INVENTORY_PATH}/${productId}`;
  const refuse = (answer: StockFormAnswer, status = 400) => data(answer, { status });

  if (form.get("intent") === "threshold") {
    const fields = formFields(form, ["threshold"]);
    const given = { threshold: String(fields.threshold ?? "") };
    const input = thresholdSchema.safeParse(fields);
    if (!input.success) return refuse({ intent: "threshold", fields: fieldErrors(input.error.issues), given });
    const done = await setLowStockThreshold(user, productId, input.data.threshold, ctx);
    if (!done.ok) throw notFound();
    const flash = await flashHeader({
      key: "inventory:threshold.saved",
      values: { pid: done.pid, threshold: done.after },
      tone: "success",
    });
    return redirect(here, { status: 303, headers: { "Set-Cookie": flash } });
  }

  const fields = formFields(form, ["reason", "quantity", "note"]);
  const given = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  ) as Record<string, string>;
  const input = adjustStockSchema.safeParse(fields);
  if (!input.success) {
    const errors = fieldErrors(input.error.issues);
    // An unknown reason fails the union as a whole: it is the reason's field that is wrong.
    if (errors.form) errors.reason = errors.form;
    delete errors.form;
    return refuse({ intent: "adjust", fields: errors, given });
  }
  const done = await adjustStock(user, productId, input.data, ctx);
  if (!done.ok && done.reason === "not_found") throw notFound();
  if (!done.ok) {
    return refuse(
      { intent: "adjust", fields: { quantity: "errors.negative" }, values: { stock: done.stock }, given },
      409,
    );
  }
  const flash = await flashHeader({
    key: "inventory:adjust.saved",
    values: { pid: done.pid, before: done.before, after: done.after },
    tone: "success",
  });
  return redirect(here, { status: 303, headers: { "Set-Cookie": flash } });
}

export default function ProductStockPage() {
  const { history, waiting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as StockFormAnswer | undefined;
  const { t } = useTranslation("inventory");
  const f = useOfficeFormat();
  const { product } = history;
  return (
    <>
      <p className="mb-4 text-sm">
        <Link to={INVENTORY_PATH} className={textLink}>
          {t("product.back")}
        </Link>
      </p>
      <PageHeader
        title={t("product.title", { title: product.title })}
        lead={t("product.lead", { pid: product.pid, threshold: f.number(product.threshold) })}
      />
      <p className="mt-4 flex items-center gap-3 text-lg" data-testid="product-stock">
        <span>
          {t("product.stock")}: <strong className="tabular-nums">{f.number(product.stock)}</strong>
        </span>
        <StockBadge status={product.status} />
      </p>
      {waiting > 0 ? (
        <p className="mt-2 text-sm text-stone-700" data-testid="restock-waiting">
          {t("restock:office.waiting", { n: f.number(waiting) })}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AdjustStockForm answer={answer} />
        <ThresholdForm threshold={product.threshold} answer={answer} />
      </div>
      <section className="mt-8" aria-labelledby="history-title">
        <h2 id="history-title" className="font-display text-xl text-plum-900">
          {t("product.history")}
        </h2>
        <div className="mt-4">
          {history.rows.length ? (
            <>
              <StockHistoryTable rows={history.rows} caption={t("product.history")} />
              <Pager page={history.page} pageCount={history.pageCount} total={history.total} />
            </>
          ) : (
            <EmptyState text={t("product.noHistory")} />
          )}
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
