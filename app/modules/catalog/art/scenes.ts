/** Home hero scenes (1600×640), journal pictures (1200×800) and brand badges (240×120). */
import { KINDS, props } from "./products";
import { Defs, esc, hashString, n, rng, shade, svgDoc } from "./svg";
import { BRAND_ART, HERO_ART, JOURNAL_ART, type ProductArtKind } from "./urls";

type Placement = [kind: ProductArtKind, palette: number, x: number, y: number, scale: number];

interface Scene {
  sky: [string, string];
  sun: string;
  table: [string, string];
  items: Placement[];
  /** Arched window or hills behind the table. */
  backdrop: "arch" | "hills" | "shelf";
}

function place(d: Defs, [kind, palette, x, y, scale]: Placement, seed: number) {
  const spec = KINDS[kind];
  const obj = spec.draw(d, spec.tones[palette], rng(seed + hashString(kind)));
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">${obj}</g>`;
}

function sceneSvg(w: number, h: number, s: Scene, seed: number): string {
  const d = new Defs();
  const sky = d.linear([
    [0, s.sky[0]],
    [1, s.sky[1]],
  ]);
  const table = d.linear([
    [0, s.table[0]],
    [1, s.table[1]],
  ]);
  const sun = d.radial([
    [0, s.sun, 0.95],
    [0.5, s.sun, 0.35],
    [1, s.sun, 0],
  ]);
  const tableY = Math.round(h * 0.74);
  let back = "";
  if (s.backdrop === "arch") {
    const ax = w * 0.66;
    back =
      `<path d="M${n(ax - 230)} ${tableY}V${n(h * 0.36)}A230 230 0 0 1 ${n(ax + 230)} ${n(h * 0.36)}V${tableY}z" fill="#ffffff" opacity=".35"/>` +
      `<path d="M${n(ax - 190)} ${tableY}V${n(h * 0.38)}A190 190 0 0 1 ${n(ax + 190)} ${n(h * 0.38)}V${tableY}z" fill="${shade(s.sky[0], 0.25)}" opacity=".6"/>`;
  } else if (s.backdrop === "hills") {
    back =
      `<path d="M0 ${n(h * 0.6)}Q${n(w * 0.25)} ${n(h * 0.42)} ${n(w * 0.5)} ${n(h * 0.56)}T${w} ${n(h * 0.5)}V${tableY}H0z" fill="${shade(s.sky[1], -0.12)}" opacity=".7"/>` +
      `<path d="M0 ${n(h * 0.68)}Q${n(w * 0.3)} ${n(h * 0.54)} ${n(w * 0.6)} ${n(h * 0.66)}T${w} ${n(h * 0.6)}V${tableY}H0z" fill="${shade(s.sky[1], -0.25)}" opacity=".7"/>`;
  } else {
    back = `<rect x="${n(w * 0.42)}" y="${n(h * 0.3)}" width="${n(w * 0.56)}" height="10" rx="4" fill="${shade(s.table[0], -0.2)}" opacity=".6"/>`;
  }
  const items = s.items.map((p, i) => place(d, p, seed * 31 + i)).join("");
  const body =
    `<rect width="${w}" height="${h}" fill="${sky}"/>` +
    `<circle cx="${n(w * 0.7)}" cy="${n(h * 0.42)}" r="${n(h * 0.62)}" fill="${sun}"/>` +
    back +
    `<rect y="${tableY}" width="${w}" height="${h - tableY}" fill="${table}"/>` +
    `<rect y="${tableY}" width="${w}" height="3" fill="#fff" opacity=".35"/>` +
    (s.backdrop === "hills" ? props(d, w * 0.9, tableY + 60, rng(seed)) : "") +
    items;
  return svgDoc(w, h, d, body);
}

const HEROES: Scene[] = [
  {
    sky: ["#f8e6cf", "#f1c9a0"],
    sun: "#fff3d6",
    table: ["#c99a6a", "#a8754a"],
    backdrop: "arch",
    items: [
      ["candle", 0, 760, 150, 0.55],
      ["incense-sticks", 0, 930, 90, 0.62],
      ["singing-bowl", 0, 1230, 210, 0.48],
    ],
  },
  {
    sky: ["#4a2a46", "#2a1626"],
    sun: "#e8a64a",
    table: ["#5a3a4e", "#3a2232"],
    backdrop: "shelf",
    items: [
      ["salt-lamp", 0, 760, 120, 0.62],
      ["druse", 0, 1060, 200, 0.5],
      ["geode", 0, 1290, 200, 0.45],
    ],
  },
  {
    sky: ["#eef0e6", "#d8dfcf"],
    sun: "#ffffff",
    table: ["#e6d8c2", "#cdb89a"],
    backdrop: "hills",
    items: [
      ["candle", 1, 700, 170, 0.5],
      ["oil-bottle", 0, 900, 150, 0.55],
      ["soap", 0, 1180, 220, 0.46],
    ],
  },
];

const JOURNAL: Scene[] = [
  {
    sky: ["#f3e2d0", "#e6c7a8"],
    sun: "#fff6e6",
    table: ["#b98c62", "#8f6642"],
    backdrop: "arch",
    items: [
      ["buddha", 0, 420, 170, 0.62],
      ["holder", 2, 760, 290, 0.45],
    ],
  },
  {
    sky: ["#e6ece0", "#cdd8c4"],
    sun: "#ffffff",
    table: ["#d9c6a8", "#bda482"],
    backdrop: "hills",
    items: [
      ["sage", 0, 230, 240, 0.55],
      ["palo-santo", 0, 560, 300, 0.5],
    ],
  },
  {
    sky: ["#3d2439", "#23141f"],
    sun: "#c98ad8",
    table: ["#4a2f42", "#2e1b28"],
    backdrop: "shelf",
    items: [
      ["geode", 0, 230, 250, 0.5],
      ["druse", 0, 560, 300, 0.45],
      ["pendulum", 0, 830, 190, 0.55],
    ],
  },
];

export function renderHero(index: number): string | null {
  const s = HEROES[index - 1];
  return Number.isInteger(index) && s ? sceneSvg(HERO_ART.width, HERO_ART.height, s, index) : null;
}

export function renderJournal(index: number): string | null {
  const s = JOURNAL[index - 1];
  return Number.isInteger(index) && s ? sceneSvg(JOURNAL_ART.width, JOURNAL_ART.height, s, 10 + index) : null;
}

const BADGE_COLOURS: [string, string][] = [
  ["#5b2a4a", "#f3d9a0"],
  ["#2f4b44", "#f1e4cf"],
  ["#7a3b2e", "#f6e0b8"],
  ["#f4ead9", "#5b2a4a"],
  ["#314a74", "#f1e4cf"],
  ["#efe0c4", "#7a3b2e"],
  ["#3a3735", "#e3b44a"],
];

/** A wordmark badge for a brand name (any text; it is escaped). */
export function renderBrandBadge(name: string): string {
  const h = hashString(name);
  const [bg, fg] = BADGE_COLOURS[h % BADGE_COLOURS.length];
  const d = new Defs();
  const { width: w, height: ht } = BRAND_ART;
  // Georgia capitals are about 0.8 em wide: keep the word inside the badge.
  const size = Math.min(26, Math.floor(196 / (Math.max(4, name.length) * 0.82)));
  const emblem = [
    // Lotus
    `<path d="M120 38q-8 -14 0 -24q8 10 0 24zM120 38q-16 -6 -20 -18q14 2 20 18zM120 38q16 -6 20 -18q-14 2 -20 18z" fill="${fg}"/>`,
    // Sun
    `<circle cx="120" cy="26" r="8" fill="none" stroke="${fg}" stroke-width="2.5"/><path d="M120 10v5M120 37v5M104 26h5M131 26h5" stroke="${fg}" stroke-width="2.5" stroke-linecap="round"/>`,
    // Leaf
    `<path d="M108 36Q110 14 134 14Q132 36 108 36z" fill="none" stroke="${fg}" stroke-width="2.5"/><path d="M110 34l18 -16" stroke="${fg}" stroke-width="2"/>`,
  ][h % 3];
  const body =
    `<rect width="${w}" height="${ht}" rx="14" fill="${bg}"/>` +
    `<rect x="6" y="6" width="${w - 12}" height="${ht - 12}" rx="10" fill="none" stroke="${fg}" stroke-opacity=".45"/>` +
    emblem +
    `<text x="120" y="${n(74 + size * 0.3)}" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-size="${size}" letter-spacing="1.5"${name.length > 10 ? ' textLength="200" lengthAdjust="spacingAndGlyphs"' : ""} fill="${fg}">${esc(name)}</text>` +
    `<path d="M92 ${n(92 + size * 0.2)}h56" stroke="${fg}" stroke-opacity=".5" stroke-width="1.5"/>`;
  return svgDoc(w, ht, d, body);
}
