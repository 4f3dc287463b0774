/**
 * Where the browser fetches one namespace of translations. In a build, vite.config.ts
 * (`localeAssets`) replaces this module with a table of fingerprinted files under /assets/
 * (cached for a year, like the scripts), so a page's HTML carries only their addresses, not the
 * texts; this body serves the dev server, through the resource route. Namespaces the server keeps
 * to itself (`content`) have no address.
 */
export function localeAssetUrl(lng: string, ns: string): string | undefined {
  if (ns === "content") return undefined;
  return `/resources/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}`;
}
