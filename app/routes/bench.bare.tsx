import { env } from "~/lib/env.server";

// The storefront benchmark's baseline: a static line inside the same root (header, footer,
// root loader), served only when the server was started for the bench (BENCH_ROUTES=true).
export function loader() {
  if (!env().BENCH_ROUTES) throw new Response("Not Found", { status: 404 });
  return null;
}

export default function BenchBare() {
  return <p className="p-8">Sattva</p>;
}
