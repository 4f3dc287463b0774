/**
 * The named fields of a form: a string when sent once, every value when repeated (so the
 * schema refuses it instead of silently keeping one), undefined when missing. Files and
 * other keys are ignored; nothing lands on a prototype.
 */
export function formFields<K extends string>(formData: FormData, keys: readonly K[]) {
  const out = Object.create(null) as Record<K, unknown>;
  for (const key of keys) {
    const all = formData.getAll(key).map((v) => (typeof v === "string" ? v : null));
    out[key] = all.length === 0 ? undefined : all.length === 1 ? (all[0] ?? undefined) : all;
  }
  return out;
}

/** The first message of each field from a zod error. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
