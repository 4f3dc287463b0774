/**
 * Reading an error through its wrappings: the pg driver's error, wrapped by Prisma's adapter, then
 * by Prisma (`cause`, `originalCode`, `originalMessage`).
 */
export interface ErrorLink {
  code?: unknown;
  originalCode?: unknown;
  message?: unknown;
  originalMessage?: unknown;
  cause?: unknown;
}

/** Whether `test` holds for the error or one of its causes, a few levels deep. */
export function anyCause(error: unknown, test: (link: ErrorLink) => boolean, depth = 6): boolean {
  let e = error as ErrorLink | null;
  for (let level = 0; e && typeof e === "object" && level < depth; level++) {
    if (test(e)) return true;
    e = e.cause as ErrorLink | null;
  }
  return false;
}

/** The link carries one of `codes`, or a message `text` matches. */
export function linkMatches(link: ErrorLink, codes: ReadonlySet<string>, text: RegExp): boolean {
  return (
    [link.code, link.originalCode].some((c) => typeof c === "string" && codes.has(c)) ||
    [link.message, link.originalMessage].some((m) => typeof m === "string" && text.test(m))
  );
}
