import frauncesLatinExt from "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2?url";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useNonce } from "~/lib/nonce";
import fontsCss from "~/styles/fonts.css?url";

/**
 * What a page needs soon but not for its first paint is asked for right after it: the web fonts
 * (Inter for text, Fraunces for headings) and the page's translation files (app/entry.client.tsx
 * reads them before hydrating).
 *
 * Asked for in the head (fonts as @font-face rules of the stylesheet, translations as preload
 * links), they competed with the stylesheet and often arrived before the first paint; Lighthouse's
 * simulation then counts them as what the largest paint waited for (fonts ~85 kB on its slow 4G:
 * LCP 2.4 s median in 58 runs when they had arrived first, 1.5 s when not; see the README,
 * Lighthouse). The text is drawn from the first paint in the local fallbacks that app.css scales
 * to the web fonts' metrics, so the swap moves nothing; the scripts come after the first paint
 * anyway, and the translations load beside them.
 *
 * A small script at the end of the body waits for the first frame, then adds the preload links
 * (the files named in `#__i18n`), loads the Latin faces with the FontFace API and, once they are
 * in, adds them and the Latin Extended faces (loaded only where a page needs them) to the
 * document at once: one re-layout. Without JavaScript, styles/fonts.css (the same files as
 * @font-face rules) comes through a <noscript> link. Faces and ranges are fontsource's (index.css).
 */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

/** [family, file, range (0 Latin, 1 Latin Extended)]: the Latin faces are loaded at once. */
export const WEB_FACES: [string, string, 0 | 1][] = [
  ["Inter Variable", interLatin, 0],
  ["Fraunces Variable", frauncesLatin, 0],
  ["Inter Variable", interLatinExt, 1],
  ["Fraunces Variable", frauncesLatinExt, 1],
];

/** The script's source: ES5 and short (it is in every page's HTML). */
export function afterFirstPaintScript(faces = WEB_FACES) {
  const args = JSON.stringify([[LATIN, LATIN_EXT], faces])
    .slice(1, -1)
    .replace(/</g, "\\u003c");
  return (
    "(function(r,f,d){requestAnimationFrame(function(){setTimeout(function(){" +
    'var j=d.getElementById("__i18n"),u=JSON.parse(j&&j.textContent||"{}"),k,l;' +
    'for(k in u){l=d.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=u[k];d.head.appendChild(l)}' +
    "if(!window.FontFace||!d.fonts)return;" +
    'var a=f.map(function(x){return new FontFace(x[0],"url("+x[1]+")",{weight:"100 900",display:"swap",unicodeRange:r[x[2]]})});' +
    "Promise.all(a.filter(function(x,i){return!f[i][2]}).map(function(x){return x.load()}))" +
    ".then(function(){a.forEach(function(x){d.fonts.add(x)})},function(){})})})})" +
    `(${args},document)`
  );
}

/** In the head: the fonts' stylesheet for a browser without JavaScript. */
export function FontsWithoutScript() {
  return (
    <noscript suppressHydrationWarning>{import.meta.env.SSR && <link rel="stylesheet" href={fontsCss} />}</noscript>
  );
}

/** At the end of the body, after `#__i18n`: the script (the server writes it; the browser keeps what ran). */
export function AfterFirstPaint() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? afterFirstPaintScript() : "" }}
    />
  );
}
