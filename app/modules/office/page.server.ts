import { getT } from "~/modules/i18n/i18n.server";

/** A back-office page's document title, in the request's language. */
export async function officeTitle(request: Request, key: string): Promise<string> {
  const t = await getT(request, "office");
  return `${t(key)} · ${t("meta.suffix")}`;
}
