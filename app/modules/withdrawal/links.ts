/**
 * The withdrawal page for one order: the signed-in owner lands on the statement, anyone else on
 * the identification form with the number and e-mail filled in (they still press Continue, which
 * the server checks and rate-limits).
 */
export function withdrawalPath(oid: string, email?: string) {
  const params = new URLSearchParams({ order: oid });
  if (email) params.set("email", email);
  return `/pages/withdrawal?${params.toString()}`;
}
