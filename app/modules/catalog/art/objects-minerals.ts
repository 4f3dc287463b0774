/** Geodes, crystal clusters, beads, stones, bracelets and pendulums on the 800×800 stage. */
import type { Draw } from "./objects-ritual";
import { Buckets, n, shade, shadow, type Defs, type Rnd } from "./svg";

/** A polished round bead with a highlight. */
function bead(d: Defs, x: number, y: number, r: number, colour: string, cache: Map<string, string>): string {
  let fill = cache.get(colour);
  if (!fill) {
    fill = d.radial(
      [
        [0, shade(colour, 0.65)],
        [0.45, colour],
        [1, shade(colour, -0.45)],
      ],
      0.35,
      0.3,
      0.75,
    );
    cache.set(colour, fill);
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`;
}

/** One crystal point (hexagonal prism with a pyramid tip) at base (x, y). */
function crystal(x: number, y: number, h: number, w: number, ang: number, colour: string): string {
  const hw = w / 2;
  const tip = h * 0.25;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(ang)})">` +
    `<path d="M${n(-hw)} 0V${n(-h + tip)}L0 ${n(-h)}V0z" fill="${shade(colour, 0.25)}"/>` +
    `<path d="M0 0V${n(-h)}L${n(hw)} ${n(-h + tip)}V0z" fill="${shade(colour, -0.2)}"/>` +
    `<path d="M${n(-hw * 0.4)} ${n(-h * 0.2)}V${n(-h + tip * 1.3)}" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>` +
    `</g>`
  );
}

/** An irregular closed outline around (cx, cy). */
function rough(cx: number, cy: number, rx: number, ry: number, r: Rnd, jitter = 0.06, count = 18): string {
  const pts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * jitter * 2;
    pts.push(`${n(cx + Math.cos(a) * rx * k)} ${n(cy + Math.sin(a) * ry * k)}`);
  }
  return `M${pts.join("L")}z`;
}

export const geode: Draw = (d, t, r) => {
  const rock = d.linear(
    [
      [0, "#a2968a"],
      [1, "#5b524a"],
    ],
    [0, 0, 1, 1],
  );
  const band = d.radial([
    [0.6, shade(t.b, 0.4)],
    [1, shade(t.b, -0.1)],
  ]);
  const cavity = d.radial([
    [0, shade(t.a, -0.6)],
    [1, shade(t.a, -0.05)],
  ]);
  const crystals = new Buckets();
  const tints = [shade(t.a, -0.15), t.a, shade(t.a, 0.25), shade(t.a, 0.5)];
  for (let i = 0; i < 56; i++) {
    const a = r() * Math.PI * 2;
    const k = 0.3 + r() * 0.62;
    const x = 400 + Math.cos(a) * 140 * k;
    const y = 420 + Math.sin(a) * 160 * k;
    const s = 10 + r() * 16;
    crystals.add(
      tints[Math.floor(r() * 4)],
      `<path d="M${n(x)} ${n(y - s)}l${n(s * 0.7)} ${n(s * 1.4)}h${n(-s * 1.4)}z"/>`,
    );
  }
  return (
    shadow(d, 410, 634, 250, 28, 0.35) +
    `<path d="${rough(400, 420, 235, 218, r)}" fill="${rock}"/>` +
    `<path d="${rough(400, 420, 205, 192, r, 0.04)}" fill="${band}"/>` +
    `<path d="${rough(400, 425, 168, 178, r, 0.08, 14)}" fill="${cavity}"/>` +
    crystals
  );
};

export const druse: Draw = (d, t, r) => {
  const base = d.linear([
    [0, "#a89c8f"],
    [1, "#6d6259"],
  ]);
  const points: string[] = [];
  const spec: [number, number, number, number][] = [
    [400, 560, 300, 0],
    [340, 575, 230, -18],
    [470, 570, 240, 16],
    [285, 590, 160, -32],
    [525, 590, 180, 30],
    [370, 600, 150, -6],
    [440, 605, 140, 8],
  ];
  for (const [x, y, h, a] of spec)
    points.push(crystal(x, y, h * (0.9 + r() * 0.15), h * 0.28, a, shade(t.a, r() * 0.3 - 0.1)));
  return (
    shadow(d, 400, 630, 250, 26, 0.32) +
    `<path d="M190 610Q230 540 330 560Q400 530 480 560Q580 540 615 610Q400 650 190 610z" fill="${base}"/>` +
    points.join("")
  );
};

export const pearls: Draw = (d, t, r) => {
  const cache = new Map<string, string>();
  const strand: { y: number; svg: string }[] = [];
  const count = 34;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const x = 380 + Math.cos(a) * 230 + Math.sin(a * 2) * 20;
    const y = 520 + Math.sin(a) * 85;
    strand.push({ y, svg: bead(d, x, y, 17 + Math.sin(a) * 3, i % 8 === 3 ? t.b : t.a, cache) });
  }
  strand.sort((p, q) => p.y - q.y);
  const dish = d.linear([
    [0, "#f2ece4"],
    [1, "#cfc4b6"],
  ]);
  const loose: string[] = [];
  for (let i = 0; i < 9; i++)
    loose.push(bead(d, 560 + (r() - 0.5) * 110, 300 + (r() - 0.5) * 26, 16, i % 4 ? t.a : t.b, cache));
  return (
    shadow(d, 560, 350, 120, 22) +
    `<ellipse cx="560" cy="310" rx="110" ry="36" fill="${dish}"/>` +
    `<ellipse cx="560" cy="306" rx="90" ry="26" fill="#e2d8cb"/>` +
    loose.join("") +
    shadow(d, 390, 600, 270, 40, 0.2) +
    strand.map((b) => b.svg).join("")
  );
};

export const tumbled: Draw = (d, t, r) => {
  const colours = [t.a, t.b, shade(t.a, 0.35), shade(t.b, -0.2), shade(t.a, -0.25)];
  const fills = colours.map((col) =>
    d.radial(
      [
        [0, shade(col, 0.6)],
        [0.5, col],
        [1, shade(col, -0.4)],
      ],
      0.35,
      0.3,
      0.8,
    ),
  );
  const stones: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = 290 + r() * 220;
    const y = 470 + r() * 70 - Math.abs(x - 400) * 0.1;
    stones.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(36 + r() * 16)}" ry="${n(26 + r() * 10)}" transform="rotate(${n(r() * 60 - 30)} ${n(x)} ${n(y)})" fill="${fills[i % fills.length]}"/>`,
    );
  }
  const dish = d.linear([
    [0, "#efe6da"],
    [1, "#b9a995"],
  ]);
  return (
    shadow(d, 400, 630, 250, 26) +
    `<path d="M180 500Q200 630 400 630Q600 630 620 500z" fill="${dish}"/>` +
    `<ellipse cx="400" cy="500" rx="220" ry="52" fill="#d8ccbc"/>` +
    stones.join("") +
    `<ellipse cx="655" cy="610" rx="34" ry="22" fill="${colours[2]}"/>`
  );
};

export const bracelet: Draw = (d, t, r) => {
  void r;
  const cache = new Map<string, string>();
  const beads: { y: number; svg: string }[] = [];
  const count = 24;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const x = 400 + Math.cos(a) * 200;
    const y = 470 + Math.sin(a) * 90;
    beads.push({ y, svg: bead(d, x, y, 30 + Math.sin(a) * 6, i === 6 ? t.b : t.a, cache) });
  }
  // Far beads first, so the near ones overlap them.
  beads.sort((p, q) => p.y - q.y);
  const charm = d.linear([
    [0, "#f6dc8b"],
    [1, "#a77a28"],
  ]);
  return (
    shadow(d, 400, 585, 250, 40, 0.3) +
    beads.map((b) => b.svg).join("") +
    `<circle cx="400" cy="604" r="22" fill="${charm}"/><circle cx="400" cy="604" r="9" fill="none" stroke="#8a5f18" stroke-width="3"/>`
  );
};

export const pendulum: Draw = (d, t, r) => {
  void r;
  const links = Array.from(
    { length: 14 },
    (_, i) => `<ellipse cx="400" cy="${96 + i * 17}" rx="5" ry="9" fill="none" stroke="#b8b1a6" stroke-width="3"/>`,
  ).join("");
  const cache = new Map<string, string>();
  return (
    shadow(d, 420, 630, 110, 16, 0.25) +
    `<g transform="rotate(-6 400 90)">${links}` +
    bead(d, 400, 80, 18, t.b, cache) +
    `<rect x="384" y="330" width="32" height="18" rx="4" fill="#cfc7b8"/>` +
    `<path d="M352 350H448L400 600z" fill="${shade(t.a, -0.25)}"/>` +
    `<path d="M352 350H400V600z" fill="${shade(t.a, 0.2)}"/>` +
    `<path d="M375 350L400 600L390 350z" fill="#fff" opacity=".35"/>` +
    `</g>`
  );
};
