/** One line per event on stderr/stdout, with the request id when there is one. */
export function logError(error: unknown, context: Record<string, unknown> = {}) {
  const err = error instanceof Error ? error : new Error(String(error));
  const ctx = Object.entries(context)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(" ");
  console.error(`[error] ${ctx} ${err.stack ?? err.message}`);
}

export function logInfo(message: string) {
  if (process.env.NODE_ENV !== "test") console.log(message);
}
