// One formatter per language for the process's life (an Intl formatter is costly to make).
const mediumDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as reviews show it ("22 nov 2026"), in the shop's time zone. Loaders write such dates into
 * the page's data: a browser that makes an Intl formatter while it hydrates pays for ICU's set-up
 * (lib/numbers says how much).
 */
export function formatMediumDate(iso: string | Date, lng: string): string {
  let f = mediumDates.get(lng);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeZone: "Europe/Rome" });
    mediumDates.set(lng, f);
  }
  return f.format(typeof iso === "string" ? new Date(iso) : iso);
}
