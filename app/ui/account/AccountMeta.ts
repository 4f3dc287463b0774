import type { MetaDescriptor } from "@remix-run/node";
import { pageHeaders } from "~/lib/page-headers";
import { pageTitle } from "~/lib/seo";

/** Meta of an account page: its translated title, and never indexed. */
export function accountMeta(data: { title?: string } | undefined): MetaDescriptor[] {
  return [{ title: data?.title ? pageTitle(data.title) : "Sattva" }, { name: "robots", content: "noindex" }];
}

/** Account pages hold personal data: never stored by a browser or a proxy. A 429 keeps its Retry-After. */
export const accountHeaders = pageHeaders({ "Cache-Control": "private, no-store" });

/** Headers of an account loader's answer. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;
