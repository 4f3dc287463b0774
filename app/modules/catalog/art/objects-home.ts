/** Crafts, decoration and bath products on the 800×800 stage (floor at y 640, centre x 400). */
import type { Draw } from "./objects-ritual";
import { Buckets, n, shade, shadow, smoke } from "./svg";

export const plate: Draw = (d, t, r) => {
  const top = d.linear(
    [
      [0, shade(t.a, 0.25)],
      [1, shade(t.a, -0.15)],
    ],
    [0, 0, 1, 1],
  );
  const carving = Array.from({ length: 7 }, (_, i) => {
    const x = 250 + i * 50;
    return `<path d="M${x} 560q12 -22 24 0q-12 16 -24 0z" fill="${shade(t.a, -0.3)}" opacity=".55"/>`;
  }).join("");
  return (
    shadow(d, 400, 615, 320, 30, 0.3) +
    `<path d="M90 570Q400 520 710 570Q700 610 400 615Q100 610 90 570z" fill="${shade(t.a, -0.35)}"/>` +
    `<path d="M90 560Q400 500 710 560Q400 600 90 560z" fill="${top}"/>` +
    carving +
    `<line x1="150" y1="556" x2="470" y2="250" stroke="${t.b}" stroke-width="8" stroke-linecap="round"/>` +
    `<line x1="150" y1="556" x2="225" y2="484" stroke="#c79a5b" stroke-width="4"/>` +
    `<circle cx="470" cy="250" r="5" fill="#ff9b3d"/>` +
    `<path d="M500 556q20 -6 40 0" stroke="#9a948c" stroke-width="5" stroke-linecap="round" opacity=".8"/>` +
    smoke(470, 242, 190, r)
  );
};

export const singingBowl: Draw = (d, t, r) => {
  void r;
  const metal = d.linear(
    [
      [0, shade(t.a, -0.35)],
      [0.3, shade(t.a, 0.35)],
      [0.6, t.a],
      [1, shade(t.a, -0.45)],
    ],
    [0, 0, 1, 0],
  );
  const inner = d.linear([
    [0, shade(t.a, -0.5)],
    [1, shade(t.a, 0.1)],
  ]);
  const cushion = d.linear([
    [0, shade(t.b, 0.15)],
    [1, shade(t.b, -0.25)],
  ]);
  const rings = [150, 200, 250]
    .map(
      (rr, i) =>
        `<path d="M${400 - rr * 1.3} ${330 - i * 8}Q400 ${250 - rr * 0.5} ${400 + rr * 1.3} ${330 - i * 8}" stroke="${t.a}" stroke-width="3" fill="none" opacity="${n(0.5 - i * 0.13)}"/>`,
    )
    .join("");
  return (
    rings +
    shadow(d, 400, 632, 260, 26, 0.32) +
    `<rect x="160" y="540" width="480" height="90" rx="45" fill="${cushion}"/>` +
    `<path d="M200 560q40 30 80 0q40 30 80 0q40 30 80 0q40 30 80 0q40 30 80 0" stroke="${shade(t.b, 0.45)}" stroke-width="4" fill="none" opacity=".6"/>` +
    `<path d="M230 400Q240 560 400 570Q560 560 570 400z" fill="${metal}"/>` +
    `<ellipse cx="400" cy="400" rx="170" ry="36" fill="${inner}"/>` +
    `<ellipse cx="400" cy="400" rx="170" ry="36" fill="none" stroke="${shade(t.a, 0.5)}" stroke-width="4"/>` +
    `<g transform="rotate(-24 600 470)"><rect x="590" y="330" width="26" height="250" rx="13" fill="#7a4e2c"/><rect x="590" y="330" width="26" height="70" rx="13" fill="#c94f3a"/></g>`
  );
};

export const prayerFlags: Draw = (d, t, r) => {
  const colours = ["#2f6db5", "#f4f1ea", "#c8372d", "#3f8a4a", "#e8b32c"];
  const mountains = d.linear([
    [0, shade(t.a, 0.2)],
    [1, shade(t.a, -0.2)],
  ]);
  const flags: string[] = [];
  const rows = [
    [120, 680, 230, 80],
    [80, 720, 400, 60],
  ];
  for (const [x1, x2, y, sag] of rows) {
    flags.push(`<path d="M${x1} ${y}Q400 ${y + sag * 2} ${x2} ${y}" stroke="#6b5a48" stroke-width="2" fill="none"/>`);
    for (let i = 0; i < 9; i++) {
      const u = (i + 0.5) / 9;
      const x = x1 + (x2 - x1) * u;
      const y0 = y + sag * 4 * u * (1 - u);
      const sway = (r() - 0.5) * 8;
      const c = colours[i % 5];
      flags.push(
        `<g transform="rotate(${n(sway)} ${n(x)} ${n(y0)})"><rect x="${n(x - 24)}" y="${n(y0)}" width="48" height="62" fill="${c}"/>` +
          `<path d="M${n(x - 14)} ${n(y0 + 20)}h28M${n(x - 14)} ${n(y0 + 30)}h28M${n(x - 14)} ${n(y0 + 40)}h20" stroke="${i % 5 === 1 ? "#8a7a6a" : "#ffffff"}" stroke-opacity=".6" stroke-width="3"/></g>`,
      );
    }
  }
  return (
    `<path d="M0 640L170 470L260 540L420 380L560 520L650 450L800 580V640z" fill="${mountains}"/>` +
    `<path d="M380 420L420 380L460 420L440 415L420 430L400 414z" fill="#ffffff" opacity=".85"/>` +
    flags.join("")
  );
};

export const buddha: Draw = (d, t, r) => {
  void r;
  const body = d.linear(
    [
      [0, shade(t.a, 0.3)],
      [0.5, t.a],
      [1, shade(t.a, -0.4)],
    ],
    [0, 0, 1, 0.3],
  );
  const petals = Array.from({ length: 7 }, (_, i) => {
    const x = 220 + i * 60;
    return `<path d="M${x} 600Q${x + 30} 540 ${x + 60} 600z" fill="${shade(t.b, i % 2 ? 0.15 : -0.05)}"/>`;
  }).join("");
  return (
    shadow(d, 400, 636, 240, 24, 0.35) +
    `<rect x="200" y="596" width="400" height="36" rx="12" fill="${shade(t.b, -0.25)}"/>` +
    petals +
    `<path d="M220 585Q230 500 330 490Q400 470 470 490Q570 500 580 585Q400 615 220 585z" fill="${body}"/>` +
    `<path d="M300 500Q280 420 310 340Q330 300 400 296Q470 300 490 340Q520 420 500 500Q400 530 300 500z" fill="${body}"/>` +
    `<path d="M330 520Q400 548 470 520Q440 500 400 504Q360 500 330 520z" fill="${shade(t.a, -0.2)}"/>` +
    `<ellipse cx="400" cy="232" rx="62" ry="74" fill="${body}"/>` +
    `<circle cx="400" cy="158" r="26" fill="${shade(t.a, -0.15)}"/>` +
    `<ellipse cx="336" cy="240" rx="12" ry="34" fill="${shade(t.a, -0.2)}"/><ellipse cx="464" cy="240" rx="12" ry="34" fill="${shade(t.a, -0.25)}"/>` +
    `<path d="M372 236q10 6 20 0M408 236q10 6 20 0" stroke="${shade(t.a, -0.55)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M388 276q12 6 24 0" stroke="${shade(t.a, -0.5)}" stroke-width="3" fill="none" stroke-linecap="round"/>`
  );
};

export const fountain: Draw = (d, t, r) => {
  const stone = (cx: number, cy: number, rx: number, ry: number, k: number) => {
    const g = d.radial(
      [
        [0, shade(t.a, 0.35 - k * 0.1)],
        [1, shade(t.a, -0.35)],
      ],
      0.4,
      0.3,
      0.8,
    );
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${g}"/>`;
  };
  const water = d.linear([
    [0, "#d7eef5", 0.9],
    [1, "#7fb8cc", 0.7],
  ]);
  const basin = d.linear([
    [0, shade(t.b, 0.1)],
    [1, shade(t.b, -0.35)],
  ]);
  const ripples = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="470" cy="548" rx="${30 + i * 26}" ry="${8 + i * 5}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.6 - i * 0.18)}" stroke-width="2"/>`,
    )
    .join("");
  void r;
  return (
    shadow(d, 400, 632, 280, 26, 0.32) +
    `<path d="M130 540Q150 630 400 630Q650 630 670 540z" fill="${basin}"/>` +
    `<ellipse cx="400" cy="540" rx="270" ry="46" fill="${water}"/>` +
    ripples +
    stone(360, 500, 150, 56, 0) +
    stone(350, 420, 115, 46, 1) +
    stone(360, 350, 82, 36, 2) +
    `<rect x="330" y="300" width="50" height="26" rx="8" fill="#6f8a5a"/>` +
    `<path d="M380 316Q440 320 460 400Q470 470 470 540" stroke="${water}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M120 530q40 -80 20 -160M140 520q60 -60 80 -140" stroke="#5f7d4c" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="150" cy="380" rx="14" ry="30" fill="#6f9a57" transform="rotate(-20 150 380)"/><ellipse cx="215" cy="390" rx="12" ry="28" fill="#7ea866" transform="rotate(30 215 390)"/>`
  );
};

export const saltLamp: Draw = (d, t, r) => {
  const pts: string[] = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const a = Math.PI + (i / (count - 1)) * Math.PI;
    const rr = 1 + (r() - 0.5) * 0.22;
    pts.push(`${n(400 + Math.cos(a) * 175 * rr)} ${n(520 + Math.sin(a) * 330 * rr)}`);
  }
  const salt = d.radial(
    [
      [0, "#fff3dc"],
      [0.35, shade(t.a, 0.35)],
      [0.8, t.a],
      [1, shade(t.a, -0.3)],
    ],
    0.5,
    0.62,
    0.7,
  );
  const glow = d.radial([
    [0, t.a, 0.55],
    [1, t.a, 0],
  ]);
  const wood = d.linear([
    [0, "#8a5a36"],
    [1, "#4f321d"],
  ]);
  const facets = Array.from({ length: 6 }, () => {
    const x = 300 + r() * 200;
    const y = 260 + r() * 240;
    return `<path d="M${n(x)} ${n(y)}l${n(20 + r() * 30)} ${n(30 + r() * 30)}" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>`;
  }).join("");
  return (
    `<circle cx="400" cy="400" r="330" fill="${glow}"/>` +
    shadow(d, 400, 634, 220, 24, 0.35) +
    `<rect x="250" y="560" width="300" height="72" rx="10" fill="${wood}"/>` +
    `<path d="M${pts.join("L")}L575 560H225z" fill="${salt}"/>` +
    facets
  );
};

export const holder: Draw = (d, t, r) => {
  const glaze = (k: number) =>
    d.linear([
      [0, shade(t.a, 0.3 + k)],
      [1, shade(t.a, -0.2 + k)],
    ]);
  const petals: string[] = [];
  const order = [-3, 3, -2, 2, -1, 1, 0];
  for (const i of order) {
    const ang = i * 22;
    petals.push(
      `<path d="M400 580Q330 470 400 360Q470 470 400 580z" fill="${glaze(Math.abs(i) * -0.06)}" transform="rotate(${ang} 400 580)"/>`,
    );
  }
  return (
    shadow(d, 400, 626, 230, 26, 0.3) +
    `<ellipse cx="400" cy="590" rx="190" ry="34" fill="${shade(t.b, -0.2)}"/>` +
    `<ellipse cx="400" cy="584" rx="190" ry="30" fill="${t.b}"/>` +
    petals.join("") +
    `<line x1="400" y1="470" x2="470" y2="180" stroke="#7d4a2a" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="470" cy="180" r="5" fill="#ff9b3d"/>` +
    smoke(470, 172, 150, r)
  );
};

export const sponge: Draw = (d, t, r) => {
  const body = d.radial(
    [
      [0, shade(t.a, 0.35)],
      [0.7, t.a],
      [1, shade(t.a, -0.3)],
    ],
    0.45,
    0.35,
    0.7,
  );
  // A soft, wide mound with a bumpy outline.
  const outline: string[] = [];
  const bumps: string[] = [];
  for (let i = 0; i < 20; i++) {
    const a = Math.PI + (i / 19) * Math.PI;
    const x = 400 + Math.cos(a) * 220;
    const y = 560 + Math.sin(a) * 200;
    outline.push(`${n(x)} ${n(y)}`);
    if (i > 0 && i < 19) bumps.push(`<circle cx="${n(x)}" cy="${n(y + 8)}" r="${n(24 + r() * 14)}"/>`);
  }
  const pores = new Buckets();
  const tones = [shade(t.a, -0.5), shade(t.a, -0.35), shade(t.a, -0.2)];
  for (let i = 0; i < 70; i++) {
    const a = Math.PI + r() * Math.PI;
    const k = Math.sqrt(r()) * 0.92;
    const x = 400 + Math.cos(a) * 205 * k;
    const y = 575 + Math.sin(a) * 190 * k;
    const s = 3 + r() * 7;
    pores.add(tones[i % 3], `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.7)}"/>`);
  }
  return (
    shadow(d, 400, 636, 250, 24, 0.3) +
    `<g fill="${shade(t.a, 0.05)}">${bumps.join("")}</g>` +
    `<path d="M${outline.join("L")}Q620 640 400 636Q180 640 180 560z" fill="${body}"/>` +
    pores +
    `<path d="M580 628q40 -14 90 -2" stroke="${t.b}" stroke-width="10" fill="none" stroke-linecap="round"/>`
  );
};

export const oilBottle: Draw = (d, t, r) => {
  void r;
  const glass = d.linear(
    [
      [0, shade(t.a, -0.25)],
      [0.3, shade(t.a, 0.25)],
      [0.55, t.a],
      [1, shade(t.a, -0.45)],
    ],
    [0, 0, 1, 0],
  );
  const label = d.linear([
    [0, "#fbf6ee"],
    [1, "#ece2d2"],
  ]);
  const bottle = (x: number, y: number, w: number, h: number, big: boolean) =>
    shadow(d, x + w / 2, y + h, w * 0.8, 16, 0.3) +
    `<path d="M${x} ${y + h - 20}V${y + w * 0.5}Q${x} ${y + w * 0.2} ${x + w * 0.3} ${y + w * 0.12}V${y}H${x + w * 0.7}V${y + w * 0.12}Q${x + w} ${y + w * 0.2} ${x + w} ${y + w * 0.5}V${y + h - 20}Q${x + w} ${y + h} ${x + w - 20} ${y + h}H${x + 20}Q${x} ${y + h} ${x} ${y + h - 20}z" fill="${glass}"/>` +
    `<rect x="${x + 8}" y="${y + h * 0.42}" width="${w - 16}" height="${h * 0.36}" rx="6" fill="${label}"/>` +
    `<rect x="${x + w * 0.25}" y="${y + h * 0.52}" width="${w * 0.5}" height="6" rx="3" fill="${t.b}"/>` +
    `<rect x="${x + w * 0.32}" y="${y + h * 0.62}" width="${w * 0.36}" height="4" rx="2" fill="#b5a791"/>` +
    (big
      ? `<rect x="${x + w * 0.24}" y="${y - 34}" width="${w * 0.52}" height="40" rx="6" fill="#2b2522"/>` +
        `<path d="M${x + w * 0.32} ${y - 34}V${y - 90}Q${x + w * 0.5} ${y - 120} ${x + w * 0.68} ${y - 90}V${y - 34}z" fill="#3a3330"/>`
      : `<rect x="${x + w * 0.26}" y="${y - 40}" width="${w * 0.48}" height="46" rx="8" fill="${shade(t.b, -0.2)}"/>`);
  const sprig = Array.from(
    { length: 7 },
    (_, i) => `<ellipse cx="${598 + (i % 2 ? 10 : -4)}" cy="${400 + i * 22}" rx="8" ry="14" fill="#8d6fb3"/>`,
  ).join("");
  return (
    `<path d="M600 620Q596 500 600 390" stroke="#6f8a5a" stroke-width="5" fill="none"/>` +
    sprig +
    bottle(260, 300, 190, 330, true) +
    bottle(470, 440, 110, 190, false)
  );
};

export const bathSalt: Draw = (d, t, r) => {
  const glass = d.linear(
    [
      [0, "#ffffff", 0.5],
      [0.3, "#ffffff", 0.1],
      [1, "#ffffff", 0.4],
    ],
    [0, 0, 1, 0],
  );
  const tints = [shade(t.a, -0.15), t.a, shade(t.a, 0.3), shade(t.b, 0.1)];
  const crystals = (x0: number, y0: number, w: number, h: number, count: number) => {
    const out = new Buckets();
    for (let i = 0; i < count; i++) {
      const x = x0 + r() * w;
      const y = y0 + r() * h;
      const s = 8 + r() * 10;
      out.add(
        tints[i % 4],
        `<path d="M${n(x)} ${n(y - s)}l${n(s)} ${n(s * 0.6)}l${n(-s * 0.4)} ${n(s)}l${n(-s)} ${n(-s * 0.3)}z"/>`,
      );
    }
    return String(out);
  };
  return (
    shadow(d, 380, 632, 200, 24, 0.3) +
    `<rect x="230" y="330" width="260" height="300" rx="26" fill="${shade(t.a, 0.5)}"/>` +
    crystals(240, 350, 240, 270, 56) +
    `<rect x="230" y="330" width="260" height="300" rx="26" fill="${glass}"/>` +
    `<rect x="222" y="290" width="276" height="50" rx="12" fill="#b08456"/>` +
    `<rect x="222" y="290" width="276" height="14" rx="7" fill="#c99a68"/>` +
    `<rect x="260" y="450" width="200" height="80" rx="8" fill="#fbf6ee" opacity=".92"/>` +
    `<rect x="290" y="478" width="140" height="7" rx="3" fill="${t.b}"/><rect x="310" y="496" width="100" height="5" rx="2" fill="#b5a791"/>` +
    `<path d="M520 600Q560 630 650 600L700 560" stroke="#b08456" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="585" cy="600" rx="70" ry="24" fill="#c99a68"/>` +
    crystals(530, 575, 110, 30, 20)
  );
};

export const soap: Draw = (d, t, r) => {
  const bar = (x: number, y: number, w: number, h: number, colour: string) => {
    const top = d.linear([
      [0, shade(colour, 0.3)],
      [1, shade(colour, 0.05)],
    ]);
    const flecks = Array.from(
      { length: 7 },
      () =>
        `<circle cx="${n(x + 20 + r() * (w - 40))}" cy="${n(y + 10 + r() * 50)}" r="${n(1.5 + r() * 2.5)}" fill="${shade(colour, -0.45)}" opacity=".6"/>`,
    ).join("");
    return (
      `<rect x="${x}" y="${y + 40}" width="${w}" height="${h}" rx="18" fill="${shade(colour, -0.2)}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="80" rx="24" fill="${top}"/>` +
      `<ellipse cx="${x + w / 2}" cy="${y + 40}" rx="${w * 0.22}" ry="20" fill="none" stroke="${shade(colour, -0.15)}" stroke-width="4"/>` +
      flecks
    );
  };
  return (
    shadow(d, 400, 632, 250, 24, 0.32) +
    bar(220, 520, 360, 70, t.a) +
    bar(250, 420, 300, 60, t.b) +
    `<path d="M400 420V600M380 420V600" stroke="#b08a5a" stroke-width="5"/>` +
    `<path d="M390 410q-30 -30 -50 -10q20 20 50 10q30 -30 50 -10q-20 20 -50 10" stroke="#b08a5a" stroke-width="5" fill="none"/>` +
    `<path d="M600 610q30 -70 90 -90q-10 70 -90 90z" fill="#7e9a6a"/><path d="M600 610q40 -50 80 -80" stroke="#5f7d4c" stroke-width="3" fill="none"/>`
  );
};
