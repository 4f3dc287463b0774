import { env } from "~/lib/env.server";

// The storefront benchmark's floor: a resource route (no root loader, no React) through the same
// server and middleware as every page, served only when BENCH_ROUTES=true.
export function loader() {
  if (!env().BENCH_ROUTES) throw new Response("Not Found", { status: 404 });
  return new Response("Sattva", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
