/** Incense, candles, woods, resins, sages and charcoal, drawn on an 800×800 stage (floor at y 640, centre x 400). */
import { Buckets, n, shade, shadow, smoke, type Defs, type Rnd } from "./svg";

export interface Tone {
  /** The product's main colour. */
  a: string;
  /** A second colour (label, glaze, accent). */
  b: string;
}
export type Draw = (d: Defs, t: Tone, r: Rnd) => string;

/** A standing product box with a label band (behind the product). */
export function box(d: Defs, x: number, y: number, w: number, h: number, t: Tone, label = true): string {
  const face = d.linear([
    [0, shade(t.a, 0.1)],
    [1, shade(t.a, -0.15)],
  ]);
  const side = shade(t.a, -0.35);
  const depth = w * 0.22;
  return (
    shadow(d, x + w / 2 + depth / 2, y + h, w * 0.75, 16) +
    `<path d="M${n(x + w)} ${n(y)}l${n(depth)} -${n(depth * 0.5)}v${n(h)}l-${n(depth)} ${n(depth * 0.5)}z" fill="${side}"/>` +
    `<path d="M${n(x)} ${n(y)}l${n(depth)} -${n(depth * 0.5)}h${n(w)}l-${n(depth)} ${n(depth * 0.5)}z" fill="${shade(t.a, 0.25)}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${face}"/>` +
    (label
      ? `<rect x="${n(x)}" y="${n(y + h * 0.32)}" width="${n(w)}" height="${n(h * 0.3)}" fill="${t.b}"/>` +
        `<circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.47)}" r="${n(Math.min(w, h) * 0.1)}" fill="none" stroke="${shade(t.a, 0.6)}" stroke-width="3"/>` +
        `<rect x="${n(x + w * 0.2)}" y="${n(y + h * 0.72)}" width="${n(w * 0.6)}" height="5" rx="2" fill="${shade(t.a, 0.55)}" opacity=".7"/>` +
        `<rect x="${n(x + w * 0.3)}" y="${n(y + h * 0.8)}" width="${n(w * 0.4)}" height="4" rx="2" fill="${shade(t.a, 0.55)}" opacity=".5"/>`
      : "")
  );
}

/** A long wooden boat-shaped plate. */
function boatPlate(d: Defs, cx: number, y: number, w: number, wood: string): string {
  const top = d.linear([
    [0, shade(wood, 0.2)],
    [1, shade(wood, -0.1)],
  ]);
  return (
    shadow(d, cx, y + 14, w * 0.55, 20) +
    `<path d="M${n(cx - w / 2)} ${n(y - 6)}Q${n(cx)} ${n(y + 40)} ${n(cx + w / 2)} ${n(y - 6)}Q${n(cx)} ${n(y + 14)} ${n(cx - w / 2)} ${n(y - 6)}z" fill="${shade(wood, -0.3)}"/>` +
    `<path d="M${n(cx - w / 2)} ${n(y - 6)}Q${n(cx)} ${n(y - 26)} ${n(cx + w / 2)} ${n(y - 6)}Q${n(cx)} ${n(y + 14)} ${n(cx - w / 2)} ${n(y - 6)}z" fill="${top}"/>` +
    `<path d="M${n(cx - w * 0.3)} ${n(y - 6)}q${n(w * 0.3)} -10 ${n(w * 0.6)} 0" stroke="${shade(wood, -0.25)}" stroke-width="2" fill="none" opacity=".5"/>`
  );
}

export const incenseSticks: Draw = (d, t, r) => {
  const sticks: string[] = [];
  const baseX = 470;
  const baseY = 600;
  for (let i = 0; i < 3; i++) {
    const ang = (-28 + i * 9) * (Math.PI / 180);
    const len = 330 - i * 20;
    const ex = baseX + Math.sin(ang) * len;
    const ey = baseY - Math.cos(ang) * len;
    const mx = baseX + Math.sin(ang) * len * 0.3;
    const my = baseY - Math.cos(ang) * len * 0.3;
    sticks.push(
      `<line x1="${baseX}" y1="${baseY}" x2="${n(mx)}" y2="${n(my)}" stroke="#c79a5b" stroke-width="4" stroke-linecap="round"/>` +
        `<line x1="${n(mx)}" y1="${n(my)}" x2="${n(ex)}" y2="${n(ey)}" stroke="${shade(t.a, -0.1 * i)}" stroke-width="9" stroke-linecap="round"/>` +
        `<circle cx="${n(ex)}" cy="${n(ey)}" r="5" fill="#ff9b3d"/>` +
        (i === 1 ? smoke(ex, ey - 6, 200, r) : ""),
    );
  }
  return box(d, 170, 330, 150, 300, t) + boatPlate(d, 470, 610, 380, "#a8754a") + sticks.join("");
};

export const cones: Draw = (d, t, r) => {
  const dish = d.linear([
    [0, "#e9c77a"],
    [1, "#a9782e"],
  ]);
  const coneFill = d.linear(
    [
      [0, shade(t.a, 0.15)],
      [1, shade(t.a, -0.25)],
    ],
    [0, 0, 1, 0],
  );
  const items = [
    [340, 560],
    [420, 575],
    [495, 555],
  ]
    .map(
      ([x, y], i) =>
        `<path d="M${x - 32} ${y}L${x} ${y - 78}L${x + 32} ${y}Q${x} ${y + 12} ${x - 32} ${y}z" fill="${coneFill}"/>` +
        (i === 1 ? `<circle cx="${x}" cy="${y - 78}" r="6" fill="#ff8a2a"/>${smoke(x, y - 86, 230, r)}` : ""),
    )
    .join("");
  return (
    box(d, 500, 300, 140, 270, t) +
    shadow(d, 420, 615, 230, 26) +
    `<ellipse cx="420" cy="590" rx="210" ry="48" fill="${dish}"/>` +
    `<ellipse cx="420" cy="580" rx="180" ry="34" fill="#f3dba1" opacity=".6"/>` +
    items
  );
};

export const candle: Draw = (d, t, r) => {
  void r;
  const glass = d.linear(
    [
      [0, "#ffffff", 0.45],
      [0.25, "#ffffff", 0.1],
      [0.85, "#ffffff", 0.05],
      [1, "#ffffff", 0.35],
    ],
    [0, 0, 1, 0],
  );
  const wax = d.linear(
    [
      [0, shade(t.a, 0.2)],
      [1, shade(t.a, -0.12)],
    ],
    [0, 0, 1, 0],
  );
  const glow = d.radial([
    [0, "#ffd27a", 0.85],
    [1, "#ffd27a", 0],
  ]);
  const flame = d.linear([
    [0, "#fff6d8"],
    [0.6, "#ffc25a"],
    [1, "#ff8c2b"],
  ]);
  return (
    shadow(d, 400, 636, 190, 26, 0.35) +
    `<circle cx="400" cy="300" r="150" fill="${glow}"/>` +
    `<rect x="260" y="330" width="280" height="300" rx="30" fill="${wax}"/>` +
    `<ellipse cx="400" cy="372" rx="128" ry="22" fill="${shade(t.a, 0.35)}"/>` +
    `<rect x="260" y="330" width="280" height="300" rx="30" fill="${glass}"/>` +
    `<rect x="260" y="470" width="280" height="100" fill="${t.b}"/>` +
    `<text x="400" y="528" text-anchor="middle" font-family="Georgia,serif" font-size="30" letter-spacing="6" fill="${shade(t.b, 0.8)}">SATTVA</text>` +
    `<line x1="400" y1="372" x2="400" y2="332" stroke="#3a2a1e" stroke-width="4"/>` +
    `<path d="M400 250C418 290 426 312 400 336C374 312 382 290 400 250z" fill="${flame}"/>`
  );
};

function woodStick(
  d: Defs,
  x: number,
  y: number,
  len: number,
  w: number,
  ang: number,
  tone: string,
  burnt: boolean,
  r: Rnd,
) {
  const fill = d.linear([
    [0, shade(tone, 0.25)],
    [0.5, tone],
    [1, shade(tone, -0.2)],
  ]);
  const grain = Array.from(
    { length: 2 },
    (_, i) =>
      `<path d="M${n(10 + r() * 20)} ${n(w * (0.3 + i * 0.3))}q${n(len * 0.3)} ${n(r() * 6 - 3)} ${n(len * 0.7)} 0" stroke="${shade(tone, -0.3)}" stroke-width="1.5" fill="none" opacity=".45"/>`,
  ).join("");
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(ang)})">` +
    `<rect width="${n(len)}" height="${n(w)}" rx="${n(w * 0.35)}" fill="${fill}"/>${grain}` +
    (burnt ? `<rect x="${n(len - 26)}" width="26" height="${n(w)}" rx="${n(w * 0.35)}" fill="#2d2019"/>` : "") +
    `</g>`
  );
}

export const paloSanto: Draw = (d, t, r) => {
  const wood = t.a;
  return (
    shadow(d, 400, 620, 280, 30, 0.3) +
    woodStick(d, 170, 560, 430, 44, -8, shade(wood, -0.05), false, r) +
    woodStick(d, 190, 610, 450, 46, -3, wood, false, r) +
    woodStick(d, 200, 520, 420, 40, 14, shade(wood, 0.08), true, r) +
    `<path d="M360 500q-14 60 6 120M384 498q-12 62 8 122" stroke="${t.b}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    smoke(612, 605, 260, r)
  );
};

export const resin: Draw = (d, t, r) => {
  const bowl = d.linear([
    [0, shade(t.b, 0.2)],
    [1, shade(t.b, -0.3)],
  ]);
  const fills = [0, 0.25, -0.15].map((k) =>
    d.radial(
      [
        [0, shade(t.a, 0.55)],
        [1, shade(t.a, k)],
      ],
      0.35,
      0.3,
      0.7,
    ),
  );
  const tears = new Buckets();
  for (let i = 0; i < 34; i++) {
    const x = 260 + r() * 280;
    const y = 430 + r() * 50 - Math.abs(x - 400) * 0.12;
    const s = 12 + r() * 16;
    tears.add(fills[i % 3], `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.78)}"/>`);
  }
  const loose = [
    [180, 610],
    [610, 620],
    [650, 600],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="15" ry="11" fill="${shade(t.a, 0.2)}"/>`)
    .join("");
  return (
    shadow(d, 400, 630, 240, 28) +
    `<path d="M210 460Q220 640 400 640Q580 640 590 460z" fill="${bowl}"/>` +
    `<ellipse cx="400" cy="460" rx="190" ry="40" fill="${shade(t.b, -0.4)}"/>` +
    tears +
    loose
  );
};

export const sage: Draw = (d, t, r) => {
  const shell = d.linear(
    [
      [0, "#f2e6da"],
      [0.5, "#d9c6e0"],
      [1, "#a9c7c9"],
    ],
    [0, 0, 1, 1],
  );
  const leaves = new Buckets();
  const greens = [shade(t.a, -0.2), shade(t.a, -0.05), t.a, shade(t.a, 0.15)];
  for (let i = 0; i < 32; i++) {
    const y = 240 + (i / 32) * 300;
    const spread = 70 - ((y - 240) / 300) * 40;
    const x = 400 + (r() - 0.5) * spread * 2;
    const rot = (r() - 0.5) * 60;
    leaves.add(
      greens[Math.floor(r() * 4)],
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="16" ry="40" transform="rotate(${n(rot)} ${n(x)} ${n(y)})"/>`,
    );
  }
  const wraps = [300, 360, 420, 480]
    .map(
      (y, i) =>
        `<path d="M${n(340 + i * 5)} ${y}l${n(120 - i * 10)} 30" stroke="${t.b}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join("");
  return (
    shadow(d, 420, 632, 220, 22) +
    `<path d="M250 600Q300 520 420 540Q560 540 590 600Q420 650 250 600z" fill="${shell}"/>` +
    `<g transform="rotate(-28 400 560)">${leaves}${wraps}` +
    `<rect x="370" y="520" width="60" height="60" rx="12" fill="#8a6a44"/></g>` +
    smoke(250, 310, 220, r)
  );
};

export const charcoal: Draw = (d, t, r) => {
  void r;
  const disc = (x: number, y: number) => {
    const top = d.radial([
      [0, "#5a5450"],
      [1, "#262220"],
    ]);
    return (
      `<rect x="${x - 60}" y="${y}" width="120" height="22" fill="#1d1a18"/>` +
      `<ellipse cx="${x}" cy="${y + 22}" rx="60" ry="18" fill="#1d1a18"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="60" ry="18" fill="${top}"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="20" ry="6" fill="#151211"/>`
    );
  };
  const foil = d.linear(
    [
      [0, "#f4f4f2"],
      [0.5, "#b8bcc0"],
      [1, "#e4e6e8"],
    ],
    [0, 0, 1, 0],
  );
  const ember = d.radial([
    [0, "#ffcf6b"],
    [0.5, "#f36b2a"],
    [1, "#5a1d10"],
  ]);
  return (
    shadow(d, 400, 630, 270, 28) +
    `<rect x="170" y="360" width="130" height="270" rx="14" fill="${foil}"/>` +
    `<rect x="170" y="440" width="130" height="90" fill="${t.a}"/>` +
    disc(520, 560) +
    disc(520, 520) +
    disc(520, 480) +
    `<ellipse cx="360" cy="600" rx="64" ry="20" fill="#1d1a18"/>` +
    `<ellipse cx="360" cy="590" rx="64" ry="20" fill="${ember}"/>` +
    `<path d="M330 588l12-4 10 6 14-5 16 4" stroke="#fff2c4" stroke-width="2" fill="none" opacity=".7"/>`
  );
};

export const backflow: Draw = (d, t, r) => {
  void r;
  const clay = d.linear([
    [0, shade(t.a, 0.2)],
    [1, shade(t.a, -0.3)],
  ]);
  const stream = `M420 300C470 320 470 360 440 380C400 410 520 420 520 460C520 500 430 500 430 540C430 580 520 580 560 600`;
  return (
    shadow(d, 400, 628, 260, 30) +
    `<path d="M170 620C200 520 250 470 300 440C330 360 380 300 430 290C480 300 520 360 540 420C590 450 620 520 640 620z" fill="${clay}"/>` +
    `<path d="M300 440C340 430 380 450 420 440M340 520C400 500 470 520 560 500" stroke="${shade(t.a, -0.35)}" stroke-width="6" fill="none" opacity=".5"/>` +
    `<ellipse cx="430" cy="296" rx="22" ry="8" fill="${shade(t.a, -0.45)}"/>` +
    `<path d="M418 292L430 250L442 292z" fill="${t.b}"/>` +
    `<path d="${stream}" stroke="#ffffff" stroke-opacity=".85" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="${stream}" stroke="#ffffff" stroke-opacity=".35" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="575" cy="604" rx="70" ry="12" fill="#ffffff" opacity=".5"/>`
  );
};
