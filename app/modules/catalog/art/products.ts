/** Product pictures: one drawing per kind, six colourways and four views. */
import * as home from "./objects-home";
import * as minerals from "./objects-minerals";
import * as ritual from "./objects-ritual";
import type { Draw, Tone } from "./objects-ritual";
import { Defs, hashString, rng, svgDoc, type Rnd } from "./svg";
import { PALETTES_PER_KIND, PRODUCT_ART_SIZE, type ProductArtKind } from "./urls";

const t = (a: string, b: string): Tone => ({ a, b });

/** The drawing and six colourways (main colour, accent) of each kind. */
export const KINDS: Record<ProductArtKind, { draw: Draw; tones: Tone[] }> = {
  "incense-sticks": {
    draw: ritual.incenseSticks,
    tones: [
      t("#7a3b2e", "#d9a441"),
      t("#4b3a7a", "#e3c9f0"),
      t("#2f5d50", "#e8c170"),
      t("#8c2f4c", "#f2d3a8"),
      t("#3c4f7d", "#f0b44c"),
      t("#6a4a2a", "#c9e0b4"),
    ],
  },
  cones: {
    draw: ritual.cones,
    tones: [
      t("#8a4b2c", "#2c6e7a"),
      t("#6b3d63", "#e8b44a"),
      t("#a0522d", "#314a74"),
      t("#556b2f", "#d98c5f"),
      t("#7b2f2f", "#e6c37a"),
      t("#5d4a7d", "#f1d6a0"),
    ],
  },
  candle: {
    draw: ritual.candle,
    tones: [
      t("#f1e4cf", "#5b2a4a"),
      t("#e9c9c9", "#3f4f44"),
      t("#f3d48a", "#7a3b2e"),
      t("#dfe7dc", "#2f4b6e"),
      t("#efe7f4", "#6b3d63"),
      t("#f6ead9", "#8c5a2b"),
    ],
  },
  "palo-santo": {
    draw: ritual.paloSanto,
    tones: [
      t("#d9b48a", "#a3562f"),
      t("#cfa679", "#3f5f4a"),
      t("#e0bf95", "#7a3b2e"),
      t("#c99d6f", "#6b3d63"),
      t("#dcb791", "#314a74"),
      t("#d2aa80", "#8c2f4c"),
    ],
  },
  resin: {
    draw: ritual.resin,
    tones: [
      t("#e3a33b", "#6e4a2f"),
      t("#f0c36a", "#3e3a36"),
      t("#c97a2b", "#8a7a66"),
      t("#f3e1b0", "#5a4636"),
      t("#b5562a", "#2f4b4e"),
      t("#d9b05c", "#6b3d63"),
    ],
  },
  sage: {
    draw: ritual.sage,
    tones: [
      t("#a9b8a0", "#c9a36b"),
      t("#8fa3a8", "#e0d2b8"),
      t("#b5c2a2", "#b1556b"),
      t("#9cae8f", "#7a5ca3"),
      t("#c2c9b4", "#d98c5f"),
      t("#a3b19a", "#3c6e91"),
    ],
  },
  charcoal: {
    draw: ritual.charcoal,
    tones: [
      t("#b53a2e", "#000000"),
      t("#2f5d8a", "#000000"),
      t("#3f7a4a", "#000000"),
      t("#c98a2b", "#000000"),
      t("#6b3d63", "#000000"),
      t("#2f2f2f", "#000000"),
    ],
  },
  backflow: {
    draw: ritual.backflow,
    tones: [
      t("#6f7f74", "#8a4b2c"),
      t("#8a6f5a", "#3f5f4a"),
      t("#4f5d6e", "#c97a2b"),
      t("#a38b72", "#6b3d63"),
      t("#5f6b52", "#b5562a"),
      t("#7d6a8a", "#d9a441"),
    ],
  },
  geode: {
    draw: minerals.geode,
    tones: [
      t("#8a56b8", "#e8dff0"),
      t("#4f8fb8", "#f0ece4"),
      t("#d99a3b", "#f6ead0"),
      t("#d98fa8", "#f4e4ea"),
      t("#5fa88f", "#e4f0ea"),
      t("#7f9bd0", "#dfe6f3"),
    ],
  },
  druse: {
    draw: minerals.druse,
    tones: [
      t("#a77ad0", "#000000"),
      t("#e6b44f", "#000000"),
      t("#d6e2ea", "#000000"),
      t("#e8a3b8", "#000000"),
      t("#7cc0c8", "#000000"),
      t("#8fbf8a", "#000000"),
    ],
  },
  pearls: {
    draw: minerals.pearls,
    tones: [
      t("#e8b4bc", "#c9a36b"),
      t("#3a3735", "#c9a36b"),
      t("#f3ede2", "#b7a38a"),
      t("#3fb0b8", "#e6d8b8"),
      t("#b58a5a", "#3a3735"),
      t("#8a6ab5", "#e8d8b0"),
    ],
  },
  tumbled: {
    draw: minerals.tumbled,
    tones: [
      t("#8a56b8", "#4f8f6a"),
      t("#d98fa8", "#e6c36a"),
      t("#2f2f33", "#8a8f94"),
      t("#5fa86f", "#c9a36b"),
      t("#4f7fc0", "#c0503a"),
      t("#c97a3b", "#6b3d63"),
    ],
  },
  bracelet: {
    draw: minerals.bracelet,
    tones: [
      t("#8a56b8", "#d9b86b"),
      t("#a8702f", "#2f2f2f"),
      t("#2f2d2c", "#3fa0a8"),
      t("#e6a5b5", "#f3ede2"),
      t("#c9d6e0", "#8fb0d8"),
      t("#3f8a6a", "#d9b86b"),
    ],
  },
  pendulum: {
    draw: minerals.pendulum,
    tones: [
      t("#8a56b8", "#d9b86b"),
      t("#e6a5b5", "#d9d2c5"),
      t("#c99a3b", "#8a6a3a"),
      t("#5f9fc0", "#d9d2c5"),
      t("#3f8a6a", "#d9b86b"),
      t("#2f2d2c", "#b53a2e"),
    ],
  },
  plate: {
    draw: home.plate,
    tones: [
      t("#a8754a", "#7a3b2e"),
      t("#d9b05c", "#4b3a7a"),
      t("#c9b9a3", "#2f5d50"),
      t("#7d5a3c", "#8c2f4c"),
      t("#e0d6c6", "#3c4f7d"),
      t("#8f6b4a", "#6a4a2a"),
    ],
  },
  "singing-bowl": {
    draw: home.singingBowl,
    tones: [
      t("#c9953b", "#9b2f3a"),
      t("#b07a3f", "#2f4b6e"),
      t("#d9b05c", "#3f6b4a"),
      t("#a8703f", "#6b3d63"),
      t("#c0a070", "#7a3b2e"),
      t("#b88a4a", "#2f2f33"),
    ],
  },
  "prayer-flags": {
    draw: home.prayerFlags,
    tones: [
      t("#9fb3c8", "#000000"),
      t("#b8a6c9", "#000000"),
      t("#a9bfa3", "#000000"),
      t("#c9b29f", "#000000"),
      t("#8fa6b8", "#000000"),
      t("#b3b8c2", "#000000"),
    ],
  },
  buddha: {
    draw: home.buddha,
    tones: [
      t("#9a6a3a", "#c9a36b"),
      t("#7fa38f", "#d8cfc0"),
      t("#d8d2c8", "#a89c8f"),
      t("#c9a04a", "#8a3b2e"),
      t("#b0603a", "#d9c6a8"),
      t("#3a3735", "#c9a36b"),
    ],
  },
  fountain: {
    draw: home.fountain,
    tones: [
      t("#8f8a84", "#5f5a55"),
      t("#a89580", "#3f4f44"),
      t("#6f7a80", "#b8a58f"),
      t("#b0a493", "#6b5a4a"),
      t("#7a8a7a", "#8a7a66"),
      t("#9a8fa0", "#4f4a55"),
    ],
  },
  "salt-lamp": {
    draw: home.saltLamp,
    tones: [
      t("#f0a06a", "#000000"),
      t("#f2b48c", "#000000"),
      t("#e88a5a", "#000000"),
      t("#f5c4a0", "#000000"),
      t("#ef9870", "#000000"),
      t("#f7b07a", "#000000"),
    ],
  },
  holder: {
    draw: home.holder,
    tones: [
      t("#e8dcc8", "#6b8f8a"),
      t("#c97a8a", "#e8dcc8"),
      t("#7fa3b8", "#d9c6a8"),
      t("#d9b05c", "#5a3a2a"),
      t("#9fb89a", "#e8dcc8"),
      t("#b8a6d0", "#4b3a5a"),
    ],
  },
  sponge: {
    draw: home.sponge,
    tones: [
      t("#d9a45c", "#6f9a8f"),
      t("#c99a5a", "#b1556b"),
      t("#3a3735", "#8fb0a0"),
      t("#e0b878", "#7a5ca3"),
      t("#d2a060", "#3c6e91"),
      t("#e8d2a8", "#6f8a5a"),
    ],
  },
  "oil-bottle": {
    draw: home.oilBottle,
    tones: [
      t("#a8601f", "#6b3d63"),
      t("#2f5d8a", "#c9a36b"),
      t("#3f6b4a", "#b53a2e"),
      t("#7a3b2e", "#2f5d50"),
      t("#c98a2b", "#314a74"),
      t("#5a3a6b", "#d9a441"),
    ],
  },
  "bath-salt": {
    draw: home.bathSalt,
    tones: [
      t("#f0b4b4", "#ffffff"),
      t("#c9b4e0", "#ffffff"),
      t("#a8d0c8", "#ffffff"),
      t("#f3d9a8", "#ffffff"),
      t("#e8c0d0", "#b8a6d0"),
      t("#b8d0e8", "#ffffff"),
    ],
  },
  soap: {
    draw: home.soap,
    tones: [
      t("#e3b44a", "#c9d6a8"),
      t("#e8d6c0", "#9fb89a"),
      t("#9fb89a", "#e8b4b4"),
      t("#c9b4e0", "#f3e1c8"),
      t("#7a5a3a", "#e3b44a"),
      t("#f0c0b0", "#d9d2c5"),
    ],
  },
};

/** The four backgrounds: studio, close-up, styled, evening. */
const STAGES = [
  { bg: ["#f7efe4", "#efdcc6"], floor: ["#e6d2b8", "#d9c0a0"], halo: "#ffffff" },
  { bg: ["#f6e6e0", "#ecd2c8"], floor: ["#e8cfc2", "#d8b8a8"], halo: "#fff4ec" },
  { bg: ["#e8ece2", "#d8dfcf"], floor: ["#d9cdb8", "#c9b89c"], halo: "#f8f6ee" },
  { bg: ["#3d2439", "#23141f"], floor: ["#4a2f42", "#2e1b28"], halo: "#e8a64a" },
];

/** Draws the stage (wall, floor line, halo) of a product picture. */
export function stage(
  d: Defs,
  view: number,
  w: number,
  h: number,
  floorY: number,
  haloX: number,
  haloY: number,
  haloR: number,
): string {
  const s = STAGES[view];
  const wall = d.linear([
    [0, s.bg[0]],
    [1, s.bg[1]],
  ]);
  const floor = d.linear([
    [0, s.floor[0]],
    [1, s.floor[1]],
  ]);
  const halo = d.radial([
    [0, s.halo, view === 3 ? 0.4 : 0.9],
    [1, s.halo, 0],
  ]);
  return (
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<circle cx="${haloX}" cy="${haloY}" r="${haloR}" fill="${halo}"/>` +
    `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${floor}"/>` +
    `<rect y="${floorY}" width="${w}" height="3" fill="#ffffff" opacity="${view === 3 ? 0.08 : 0.5}"/>`
  );
}

/** Little props for the styled view: a leafy sprig and pebbles. */
export function props(d: Defs, x: number, y: number, r: Rnd): string {
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const lx = x + i * 16;
    const ly = y - 40 - i * 26;
    return `<ellipse cx="${lx + (i % 2 ? 18 : -18)}" cy="${ly}" rx="11" ry="24" fill="${i % 2 ? "#7e9a6a" : "#6a8a58"}" transform="rotate(${i % 2 ? 40 : -40} ${lx} ${ly})"/>`;
  }).join("");
  const pebble = d.radial(
    [
      [0, "#efe9e1"],
      [1, "#a99f94"],
    ],
    0.4,
    0.3,
    0.8,
  );
  return (
    `<path d="M${x} ${y}Q${x + 40} ${y - 90} ${x + 90} ${y - 170}" stroke="#6a8a58" stroke-width="4" fill="none"/>` +
    leaves +
    `<ellipse cx="${x + 560 + r() * 20}" cy="${y + 10}" rx="36" ry="20" fill="${pebble}"/>` +
    `<ellipse cx="${x + 610}" cy="${y + 24}" rx="22" ry="13" fill="${pebble}"/>`
  );
}

/** Square product picture for variant 1..24, or null when out of range. */
export function renderProductArt(kind: ProductArtKind, variant: number): string | null {
  if (!Number.isInteger(variant) || variant < 1 || variant > PALETTES_PER_KIND * 4) return null;
  const palette = (variant - 1) % PALETTES_PER_KIND;
  const view = Math.floor((variant - 1) / PALETTES_PER_KIND);
  const spec = KINDS[kind];
  const r = rng(hashString(kind) + palette * 101);
  const d = new Defs();
  const size = PRODUCT_ART_SIZE;
  const object = spec.draw(d, spec.tones[palette], r);
  let body: string;
  if (view === 1) {
    body =
      stage(d, 1, size, size, 700, 430, 360, 330) + `<g transform="translate(-220 -230) scale(1.55)">${object}</g>`;
  } else if (view === 2) {
    body =
      stage(d, 2, size, size, 600, 470, 330, 300) +
      props(d, 70, 690, r) +
      `<g transform="translate(120 90) scale(.8)">${object}</g>`;
  } else {
    body =
      stage(d, view, size, size, 560, 400, 380, 310) + `<g transform="translate(-60 -56) scale(1.15)">${object}</g>`;
  }
  return svgDoc(size, size, d, body);
}

/** A wide banner (1600×600) of one kind and colourway: the product on the right, calm space on the left. */
export function renderWideArt(kind: ProductArtKind, palette: number): string | null {
  if (!Number.isInteger(palette) || palette < 1 || palette > PALETTES_PER_KIND) return null;
  const spec = KINDS[kind];
  const r = rng(hashString(kind) + (palette - 1) * 101);
  const d = new Defs();
  const object = spec.draw(d, spec.tones[palette - 1], r);
  const body =
    stage(d, 0, 1600, 600, 470, 1160, 260, 330) +
    props(d, 760, 560, r) +
    `<g transform="translate(830 -70) scale(.78)">${object}</g>`;
  return svgDoc(1600, 600, d, body);
}
