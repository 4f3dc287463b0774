import type { Resource } from "i18next";

// Every translation file, bundled into the server build at build time.
const files = import.meta.glob<Record<string, unknown>>("../../../locales/*/*.json", {
  eager: true,
  import: "default",
});

export const resources: Resource = {};
for (const [file, data] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match;
  resources[lng] ??= {};
  resources[lng][ns] = data;
}

/**
 * One namespace's translations, or undefined: only a language and a namespace of our own files
 * count, never a name every object inherits (`constructor`, `toString`, `__proto__`), which a
 * URL can ask for.
 */
export function namespaceOf(lng: string, ns: string): Record<string, unknown> | undefined {
  const namespaces = Object.hasOwn(resources, lng) ? resources[lng] : undefined;
  return namespaces && Object.hasOwn(namespaces, ns) ? (namespaces[ns] as Record<string, unknown>) : undefined;
}

/** Namespaces the server keeps to itself: page texts and mails, read by the content modules only. */
const SERVER_ONLY_NAMESPACES = new Set(["content"]);

/** A namespace the browser may fetch (resources/locales/:lng/:ns), or undefined. */
export function browserNamespace(lng: string, ns: string) {
  return SERVER_ONLY_NAMESPACES.has(ns) ? undefined : namespaceOf(lng, ns);
}

/** The translations of one language and some namespaces, for the browser. */
export function pickResources(lng: string, namespaces: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const ns of namespaces) {
    const data = namespaceOf(lng, ns);
    if (data) out[ns] = data;
  }
  return out;
}
