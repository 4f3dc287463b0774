import { database } from "~/lib/db.server";

/** 200 when the database answers, 503 otherwise (for load balancers and the test harness). */
export async function loader() {
  try {
    await database().query("SELECT 1");
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch {
    return new Response("database unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
}
