/** Small helpers to write compact, deterministic SVG. No outside input reaches these strings unescaped. */

/** Escapes text for SVG/XML content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Seeded generator (mulberry32): the same picture every time. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rnd = () => number;

/** A stable number for a string (FNV-1a), to seed pictures by name. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Rounds to whole pixels to keep files small (the pictures are flat shapes; nobody sees a half pixel). */
export const n = (v: number) => String(Math.round(v));

function parse(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mixes a colour with white (amount > 0) or black (amount < 0), amount in −1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const k = Math.abs(amount);
  return (
    "#" +
    parse(hex)
      .map((c) =>
        Math.round(c + (target - c) * k)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Collects gradient definitions with short unique ids. */
export class Defs {
  private parts: string[] = [];
  private count = 0;
  private seen = new Map<string, string>();

  /** Reuses an identical gradient instead of writing it twice. */
  private add(key: string, make: (id: string) => string): string {
    const known = this.seen.get(key);
    if (known) return known;
    const id = this.next();
    this.parts.push(make(id));
    const ref = `url(#${id})`;
    this.seen.set(key, ref);
    return ref;
  }

  private next() {
    return `g${(this.count++).toString(36)}`;
  }

  /** Linear gradient, top to bottom by default; stops are [offset 0..1, colour, opacity?]. */
  linear(stops: [number, string, number?][], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
    const [x1, y1, x2, y2] = dir;
    const body = stopsOf(stops);
    // Only what differs from SVG's defaults (x1 y1 y2 = 0, x2 = 1) is written.
    const attrs =
      (x1 ? ` x1="${x1}"` : "") +
      (y1 ? ` y1="${y1}"` : "") +
      (x2 === 1 ? "" : ` x2="${x2}"`) +
      (y2 ? ` y2="${y2}"` : "");
    return this.add(`l${dir.join()}${body}`, (id) => `<linearGradient id="${id}"${attrs}>${body}</linearGradient>`);
  }

  /** Radial gradient (object bounding box units). */
  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const body = stopsOf(stops);
    const attrs =
      (cx === 0.5 ? "" : ` cx="${cx}"`) + (cy === 0.5 ? "" : ` cy="${cy}"`) + (r === 0.5 ? "" : ` r="${r}"`);
    return this.add(`r${cx},${cy},${r}${body}`, (id) => `<radialGradient id="${id}"${attrs}>${body}</radialGradient>`);
  }

  toString() {
    return this.parts.length ? `<defs>${this.parts.join("")}</defs>` : "";
  }
}

function stopsOf(stops: [number, string, number?][]) {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined || op === 1 ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

/** A whole document. */
export function svgDoc(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
}

/** A soft contact shadow. */
export function shadow(d: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  const fill = d.radial([
    [0, "#3a2414", opacity],
    [1, "#3a2414", 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** A curl of smoke rising from (x, y) for h pixels. */
export function smoke(x: number, y: number, h: number, r: Rnd, colour = "#ffffff"): string {
  const parts: string[] = [];
  for (let k = 0; k < 2; k++) {
    const w = 18 + r() * 22;
    const dir = k === 0 ? 1 : -1;
    let d = `M${n(x)} ${n(y)}`;
    const steps = 3;
    for (let i = 0; i < steps; i++) {
      const s = h / steps;
      d += `c${n(dir * w)} ${n(-s * 0.3)} ${n(-dir * w)} ${n(-s * 0.6)} ${n(dir * (4 + r() * 8))} ${n(-s)}`;
    }
    parts.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${k === 0 ? 0.55 : 0.3}" stroke-width="${k === 0 ? 5 : 9}" stroke-linecap="round"/>`,
    );
  }
  return parts.join("");
}

/** Groups shapes by fill colour (one `<g fill>` per colour) to keep busy pictures small. */
export class Buckets {
  private groups = new Map<string, string[]>();
  add(fill: string, shape: string) {
    const list = this.groups.get(fill);
    if (list) list.push(shape);
    else this.groups.set(fill, [shape]);
  }
  toString(extra = "") {
    return [...this.groups].map(([fill, shapes]) => `<g fill="${fill}"${extra}>${shapes.join("")}</g>`).join("");
  }
}
