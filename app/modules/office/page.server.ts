import { getT } from "~/modules/i18n/i18n.server";
import { staffAccount } from "./account.server";

/** A back-office page's document title, in the request's language. */
export async function officeTitle(request: Request, key: string): Promise<string> {
  const t = await getT(request, "office");
  return `${t(key)} · ${t("meta.suffix")}`;
}

/** A list page's data: the list for the parsed query, the search text shown back, the title. */
export async function listPageData<Q extends { q?: string }, L>(
  request: Request,
  titleKey: string,
  query: Q,
  load: (query: Q) => Promise<L>,
) {
  const [list, title] = await Promise.all([load(query), officeTitle(request, titleKey)]);
  return { list, q: query.q ?? "", title };
}

/** The signed-in staff member's own record and the page title; 404 when the account is gone. */
export async function ownAccountPageData(request: Request, userId: string, titleKey: string) {
  const [account, title] = await Promise.all([staffAccount(userId), officeTitle(request, titleKey)]);
  if (!account) throw new Response("Not found", { status: 404 });
  return { account, title };
}
