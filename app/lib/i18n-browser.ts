/**
 * The browser's translations: the part of i18next the shop's components use, in about 1 kB
 * instead of i18next's 15 kB. The server renders with i18next itself; this resolves keys the
 * same way (checked against i18next over every key in tests), so hydration sees the same text.
 *
 * What it does, as i18next 23 does with the shop's options (no fallback language in the browser,
 * `escapeValue: false`): `ns:key` prefixes, nested keys by ".", namespaces tried in order,
 * plurals by Intl.PluralRules with `_zero` for a count of 0, `{{name}}` and `{{n, number}}` values (a
 * missing value leaves the placeholder as it is), `defaultValue`, `returnObjects`; a missing key gives the key.
 */
import { formatInteger } from "./numbers";

type Bundle = Record<string, unknown>;
type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; returnObjects?: boolean };
export type BrowserT = (key: string | string[], options?: Options | string) => string;

const isObject = (v: unknown): v is Bundle => typeof v === "object" && v !== null;

function getPath(obj: unknown, path: string[]): unknown {
  let cur = obj;
  for (const p of path) {
    if (!isObject(cur) || !Object.hasOwn(cur, p)) return undefined;
    cur = cur[p];
  }
  return cur;
}

/** i18next's `deepFind`: a key may also be a flat name holding dots ("a.b" under "a.b"). */
function deepFind(obj: unknown, key: string): unknown {
  if (!isObject(obj)) return undefined;
  if (Object.hasOwn(obj, key) && obj[key]) return obj[key];
  const tokens = key.split(".");
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let nextPath = "";
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? "." : "") + tokens[j];
      next = Object.hasOwn(current, nextPath) ? current[nextPath] : undefined;
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}`, `{{a.b}}` and `{{n, number}}` (as Intl.NumberFormat writes it in the page's language: lib/numbers). */
function interpolate(text: string, values: Options, lng: string): string {
  return text.replace(PLACEHOLDER, (match, inner: string) => {
    const [name, format] = inner.split(",").map((part) => part.trim());
    const v = getPath(values, name.split("."));
    if (v === undefined) return match;
    if (v === null) return "";
    if (format === "number") return formatInteger(Number(v), lng);
    return String(v);
  });
}

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === "string") return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

export class BrowserI18n {
  language: string;
  private store: Record<string, Bundle>;
  private plural: Intl.PluralRules;
  /** The language last asked for: an earlier change that finishes later does not win. */
  private target = "";
  private readonly listeners = new Set<() => void>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly fetchNamespace: (lng: string, ns: string) => Promise<Bundle>;

  constructor(
    language: string,
    resources: Record<string, Bundle>,
    fetchNamespace: (lng: string, ns: string) => Promise<Bundle>,
  ) {
    this.language = language;
    this.store = { ...resources };
    this.fetchNamespace = fetchNamespace;
    this.plural = new Intl.PluralRules(language);
  }

  getResourceBundle(_lng: string, ns: string): Bundle | undefined {
    return this.store[ns];
  }

  hasLoadedNamespace(ns: string) {
    return Object.hasOwn(this.store, ns);
  }

  /** Fetches the namespaces not here yet; one that fails stays missing (its keys show). */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    return Promise.all(
      list
        .filter((ns) => !this.hasLoadedNamespace(ns))
        .map((ns) => {
          const lng = this.language;
          const id = `${lng}/${ns}`;
          let p = this.loading.get(id);
          if (!p) {
            p = this.fetchNamespace(lng, ns).then(
              (bundle) => {
                this.loading.delete(id);
                // Arrived after a change of language: not for this store.
                if (lng !== this.language) return;
                this.store[ns] = bundle;
                this.notify();
              },
              (err: unknown) => {
                this.loading.delete(id);
                throw err;
              },
            );
            this.loading.set(id, p);
          }
          return p;
        }),
    ).then(() => undefined);
  }

  /**
   * Switches to another language, as i18next's `changeLanguage` does (remix-i18next's
   * `useChangeLanguage` calls it when the root loader's language changes): the namespaces held
   * are fetched in the new language first, so the page goes from one language to the other
   * without showing keys; one that fails to load is dropped (fetched again when a page needs it).
   * Never rejects: its caller does not wait for it.
   */
  async changeLanguage(lng: string): Promise<void> {
    this.target = lng;
    if (lng === this.language) return;
    const bundles = await Promise.all(
      Object.keys(this.store).map((ns) =>
        this.fetchNamespace(lng, ns).then(
          (bundle) => [ns, bundle] as const,
          () => undefined,
        ),
      ),
    );
    if (this.target !== lng) return;
    this.language = lng;
    this.store = Object.fromEntries(bundles.filter((b) => b !== undefined));
    this.plural = new Intl.PluralRules(lng);
    this.notify();
  }

  /** Called whenever a namespace arrives or the language changes; returns the unsubscribe function. */
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private notify() {
    this.listeners.forEach((l) => l());
  }

  private lookup(namespaces: readonly string[], key: string, options: Options): unknown {
    let nsList = namespaces;
    let k = key;
    const sep = key.indexOf(":");
    if (sep > 0) {
      nsList = [key.slice(0, sep)];
      k = key.slice(sep + 1);
    }
    const count = options.count;
    const candidates = [k];
    if (count !== undefined && typeof count !== "string") {
      candidates.push(`${k}_${this.plural.select(Number(count))}`);
      if (count === 0) candidates.push(`${k}_zero`);
    }
    for (const ns of nsList) {
      for (let i = candidates.length - 1; i >= 0; i--) {
        const bundle = this.store[ns];
        const path = getPath(bundle, candidates[i].split("."));
        const found = path !== undefined ? path : deepFind(bundle, candidates[i]);
        if (found !== undefined && found !== null) return found;
      }
    }
    return undefined;
  }

  /** A `t` bound to namespaces (the first is the default), like i18next's getFixedT. */
  getFixedT(_lng: string | null, ns: string | readonly string[]): BrowserT {
    const namespaces = typeof ns === "string" ? [ns] : ns;
    return (keys, opts) => {
      const options: Options = typeof opts === "string" ? { defaultValue: opts } : (opts ?? {});
      const list = Array.isArray(keys) ? keys : [keys];
      let found: unknown;
      for (const key of list) {
        found = this.lookup(namespaces, key, options);
        if (found !== undefined) break;
      }
      const last = list[list.length - 1];
      const bare = last.indexOf(":") > 0 ? last.slice(last.indexOf(":") + 1) : last;
      if (found === undefined) {
        if (options.defaultValue === undefined) return bare;
        found = options.defaultValue;
      }
      if (typeof found === "string") return interpolate(found, options, this.language);
      if (options.returnObjects) return mapStrings(found, (s) => interpolate(s, options, this.language)) as string;
      return `key '${bare} (${this.language})' returned an object instead of string.`;
    };
  }
}
