/**
 * The named fields of a form: a string when sent once, every value when repeated or a file (so
 * the schema refuses it rather than silently keeping one), undefined when missing. Other keys
 * are ignored and nothing lands on a prototype.
 */
export function formFields<K extends string>(formData: FormData, keys: readonly K[]): Record<K, unknown> {
  const out = Object.create(null) as Record<K, unknown>;
  for (const key of keys) {
    const all = formData.getAll(key);
    out[key] = all.length === 0 ? undefined : all.length === 1 && typeof all[0] === "string" ? all[0] : all;
  }
  return out;
}

/** The first message of each field, from a zod error's issues ("form" for the whole form). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
