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

/** The translations of one language and some namespaces, for the browser. */
export function pickResources(lng: string, namespaces: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const ns of namespaces) {
    const data = resources[lng]?.[ns];
    if (data) out[ns] = data;
  }
  return out;
}
