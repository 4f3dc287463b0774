import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import {
  applyImport,
  IMPORT_MAX_BYTES,
  previewImport,
  readStockCsv,
  type FileError,
  type ImportPreview,
} from "~/modules/inventory/csv.server";
import { officeTitle } from "~/modules/office/page.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { ImportPreviewTable, UploadStockForm } from "~/ui/office/inventory/ImportParts";
import { INVENTORY_PATH } from "~/ui/office/inventory/InventoryTable";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "inventory"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return { title: await officeTitle(request, "inventory.title") };
}

export type ImportAnswer =
  { error: FileError | "noFile" | "invalid" } | { preview: Extract<ImportPreview, { ok: true }>; moved?: boolean };

/**
 * Stock counts from a CSV file, in two steps without JavaScript: the file posted (multipart)
 * answers a preview page; its Apply button posts the preview's signed payload (intent "apply"),
 * which changes every product or none, and answers a new preview when the stock moved meanwhile.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const refuse = (error: FileError | "noFile" | "invalid", status = 400) => data<ImportAnswer>({ error }, { status });
  const type = request.headers.get("content-type") ?? "";

  if (!type.startsWith("multipart/form-data")) {
    const form = await request.formData();
    const token = form.get("token");
    if (form.get("intent") !== "apply" || typeof token !== "string" || !token) return refuse("noFile");
    const outcome = await applyImport(user, token, { ip: clientAddress(request) });
    if (!outcome.ok && outcome.reason === "invalid") return refuse("invalid");
    if (!outcome.ok) {
      const { preview } = outcome;
      if (!preview.ok) return refuse(preview.error);
      return data<ImportAnswer>({ preview, moved: true }, { status: 409 });
    }
    const flash = await flashHeader({
      key: "inventory:import.applied",
      values: { count: outcome.changed },
      tone: "success",
    });
    return redirect(INVENTORY_PATH, { status: 303, headers: { "Set-Cookie": flash } });
  }

  // The form's other parts are small; the file is capped (a little over the limit, so that
  // readStockCsv can say "too large" rather than the parser failing half-way).
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > IMPORT_MAX_BYTES + 64 * 1024) return refuse("tooLarge", 413);
  let file: FormDataEntryValue | null;
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: IMPORT_MAX_BYTES + 1 }),
    );
    file = form.get("file");
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse("tooLarge", 413);
    throw error;
  }
  if (!file || typeof file === "string" || file.size === 0) return refuse("noFile");
  const read = readStockCsv(await file.text());
  if (!read.ok) return refuse(read.error, read.error === "tooLarge" ? 413 : 400);
  const preview = await previewImport(user.id, read.lines);
  if (!preview.ok) return refuse(preview.error);
  return data<ImportAnswer>({ preview }, { status: preview.errors ? 422 : 200 });
}

export default function ImportStockPage() {
  const answer = useActionData<typeof action>() as ImportAnswer | undefined;
  const { t } = useTranslation("inventory");
  const preview = answer && "preview" in answer ? answer : undefined;
  const error = answer && "error" in answer ? answer.error : undefined;
  return (
    <>
      <PageHeader title={t("import.title")} lead={t("import.lead")} />
      {preview ? <ImportPreviewTable preview={preview.preview} moved={preview.moved} /> : null}
      <UploadStockForm error={error} again={Boolean(preview)} />
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
