/**
 * Falling coloured dots that follow the mouse (SPEC sections 2 and 9): each mouse move spawns a
 * dot (sizes cycling 12/11/10/8/6/5 px) that falls and fades over 1.5 s. Built to cost nothing
 * on input: a passive listener only records the position, one dot at most per animation
 * frame, a cap on live dots, one fixed `pointer-events: none` layer and compositor-only
 * animations (transform, opacity) through the Web Animations API.
 */
export const DOT_SIZES = [12, 11, 10, 8, 6, 5] as const;
export const DOT_COLOURS = ["#e09b2d", "#f6c76b", "#c2562f", "#9a5b0b", "#b05a7a", "#5e2d57"] as const;
export const DOT_LIFETIME_MS = 1500;
export const MAX_LIVE_DOTS = 30;
export const DOTS_LAYER_ID = "sattva-dots";

/** The n-th dot's size and colour (pure; cycles through the spec's sizes and the palette). */
export function dotStyle(n: number) {
  return { size: DOT_SIZES[n % DOT_SIZES.length], colour: DOT_COLOURS[n % DOT_COLOURS.length] };
}

/** Whether the dots should run on this device (not on touch screens or with reduced motion). */
export function dotsAllowed(win: Pick<Window, "matchMedia">) {
  return !win.matchMedia("(hover: none), (pointer: coarse), (prefers-reduced-motion: reduce)").matches;
}

/** Starts the effect; returns a function that stops it and removes the layer. */
export function startFallingDots(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win || typeof HTMLElement.prototype.animate !== "function") return () => {};
  const layer = doc.createElement("div");
  layer.id = DOTS_LAYER_ID;
  layer.setAttribute("aria-hidden", "true");
  layer.style.cssText = "position:fixed;inset:0;pointer-events:none;overflow:hidden;z-index:60;contain:strict;";
  doc.body.appendChild(layer);

  let live = 0;
  let count = 0;
  let frame = 0;
  let x = 0;
  let y = 0;

  const spawn = () => {
    frame = 0;
    if (live >= MAX_LIVE_DOTS) return;
    const { size, colour } = dotStyle(count++);
    const dot = doc.createElement("span");
    const half = size / 2;
    dot.style.cssText = `position:absolute;left:0;top:0;width:${size}px;height:${size}px;border-radius:50%;background:${colour};will-change:transform,opacity;`;
    layer.appendChild(dot);
    live++;
    const drift = (count % 2 ? 1 : -1) * (4 + (count % 5) * 3);
    const anim = dot.animate(
      [
        { transform: `translate(${x - half}px, ${y - half}px) scale(1)`, opacity: 0.9 },
        { transform: `translate(${x - half + drift}px, ${y - half + 90}px) scale(0.4)`, opacity: 0 },
      ],
      { duration: DOT_LIFETIME_MS, easing: "cubic-bezier(.4,0,.9,.6)", fill: "forwards" },
    );
    const done = () => {
      dot.remove();
      live--;
    };
    anim.onfinish = done;
    anim.oncancel = done;
  };

  const onMove = (e: MouseEvent) => {
    x = e.clientX;
    y = e.clientY;
    if (!frame) frame = win.requestAnimationFrame(spawn);
  };
  win.addEventListener("mousemove", onMove, { passive: true });

  return () => {
    win.removeEventListener("mousemove", onMove);
    if (frame) win.cancelAnimationFrame(frame);
    layer.remove();
  };
}
