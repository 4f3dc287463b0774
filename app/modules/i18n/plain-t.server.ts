import type { i18n as I18n } from "i18next";

/**
 * Remembers the translations of plain keys (no values, no count, no context) on a server i18next
 * instance whose resources never change (one per language, shared by every request). A page asks
 * for 200–400 texts; i18next resolves each through the namespaces and fallbacks, then runs
 * interpolation, nesting and post-processing — a CPU profile put 7–8% of a page's server time there.
 * A text with options (`{{price}}`, plurals, `returnObjects`…) is never remembered: each call
 * translates it again. Only strings are kept, at most `limit` of them (a key built from input could
 * otherwise grow the map).
 */
export function rememberPlainTranslations(instance: I18n, limit = 20_000): I18n {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const memo = new Map<string, string>();
  const t = (key: unknown, options?: unknown) => {
    const plain = typeof key === "string" && (options === undefined || isPlain(options));
    if (!plain) return translate(key, options);
    const o = (options ?? {}) as PlainOptions;
    const id = `${o.lng ?? ""}\u0000${o.lngs ?? ""}\u0000${o.ns ?? ""}\u0000${o.keyPrefix ?? ""}\u0000${key}`;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (typeof text === "string" && memo.size < limit) memo.set(id, text);
    return text;
  };
  instance.t = t as I18n["t"];
  return instance;
}

interface PlainOptions {
  lng?: string;
  lngs?: readonly string[];
  ns?: string | readonly string[];
  keyPrefix?: string;
}

/** Options that only say where to look (what react-i18next's bound `t` adds), nothing to put in the text. */
function isPlain(options: unknown): boolean {
  if (typeof options !== "object" || options === null) return false;
  for (const k in options) if (k !== "lng" && k !== "lngs" && k !== "ns" && k !== "keyPrefix") return false;
  return true;
}
