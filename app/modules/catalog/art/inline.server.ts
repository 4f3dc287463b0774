import svgToMiniDataURI from "mini-svg-data-uri";
import { renderArt } from "./render";

const ART_URL = /^\/art\/([a-z-]{2,40})\/([a-z0-9-]{1,40}\.svg)$/;
const inlined = new Map<string, string>();

/**
 * The shop's art at `url` (`/art/<kind>/<file>`, as routes/art.$kind.$file serves it) as a
 * `data:image/svg+xml` address, or null for any other address (an uploaded photo, a photo
 * elsewhere, a picture that does not exist). Kept per address: the set of drawings is fixed.
 */
export function artDataUri(url: string): string | null {
  const known = inlined.get(url);
  if (known) return known;
  const parts = ART_URL.exec(url);
  const svg = parts ? renderArt(parts[1], parts[2]) : null;
  if (!svg) return null;
  // Its quotes as %27: React would write each as the six characters `&#x27;` in the attribute.
  const uri = svgToMiniDataURI(svg).replaceAll("'", "%27");
  inlined.set(url, uri);
  return uri;
}
