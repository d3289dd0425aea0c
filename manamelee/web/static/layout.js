// Seats around an elliptical table: the viewer at the bottom, then the next seats in turn order going
// clockwise (CR 103.1: turn order proceeds clockwise). Panels shrink until no two overlap.

/** The on-screen order of seats: starting with `bottomSeat`, then each next seat in turn order. */
export function seatOrder(seats, bottomSeat) {
  const sorted = [...seats].sort((a, b) => a - b);
  const start = Math.max(0, sorted.indexOf(bottomSeat));
  return sorted.slice(start).concat(sorted.slice(0, start));
}

function overlaps(a, b, w, h, gap) {
  return Math.abs(a.x - b.x) < w + gap && Math.abs(a.y - b.y) < h + gap;
}

/** The room kept free in the middle of the felt for the turns and their stacks. */
function centreBox(width, height) {
  return { w: Math.min(260, width * 0.26), h: Math.min(120, height * 0.2) };
}

const SAMPLES = 720;

/**
 * Centres on the ellipse through the panels' middles, spaced evenly in panel units (a step across
 * the narrow ends counts in panel heights, along the long sides in panel widths), bottom first.
 */
function place(n, width, height, w, h, gap, shape = 2) {
  const rx = Math.max(0, (width - w) / 2 - gap);
  const ry = Math.max(0, (height - h) / 2 - gap);
  const cx = width / 2;
  const cy = height / 2;
  // A superellipse |x/rx|^p + |y/ry|^p = 1: p = 2 is the ellipse; a larger p squares it off, so that with
  // many seats the corners of the room hold panels too instead of an empty middle.
  const e = 2 / shape;
  const pow = (v) => Math.sign(v) * Math.abs(v) ** e;
  const at = (phi) => ({ x: cx + rx * pow(Math.cos(phi)), y: cy + ry * pow(Math.sin(phi)) });
  const lengths = [0];
  let prev = at(Math.PI / 2);
  for (let i = 1; i <= SAMPLES; i++) {
    const p = at(Math.PI / 2 + (2 * Math.PI * i) / SAMPLES);   // clockwise on screen from the bottom
    lengths.push(lengths[i - 1] + Math.max(Math.abs(p.x - prev.x) / (w + gap), Math.abs(p.y - prev.y) / (h + gap)));
    prev = p;
  }
  const total = lengths[SAMPLES];
  const points = [];
  let i = 0;
  for (let k = 0; k < n; k++) {
    const want = (total * k) / n;
    while (i < SAMPLES && lengths[i + 1] < want) i++;
    const span = lengths[i + 1] - lengths[i] || 1;
    const f = (want - lengths[i]) / span;
    points.push(at(Math.PI / 2 + (2 * Math.PI * (i + f)) / SAMPLES));
  }
  return { w, h, rx, ry, cx, cy, points, shape, centre: centreBox(width, height) };
}

function clashes(lay, gap) {
  const { points, w, h, cx, cy, centre } = lay;
  for (const p of points) {
    if (Math.abs(p.x - cx) < (w + centre.w) / 2 + gap && Math.abs(p.y - cy) < (h + centre.h) / 2 + gap) return true;
  }
  for (let a = 0; a < points.length; a++) {
    for (let b = a + 1; b < points.length; b++) {
      if (overlaps(points[a], points[b], w, h, gap)) return true;
    }
  }
  return false;
}

/**
 * Centres and a common size for `n` seat panels in a `width` x `height` box: the largest panels
 * (over a few shapes, from wide to squarish) that don't overlap.
 * Returns {w, h, rx, ry, cx, cy, points: [{x, y}]} with points in on-screen order (bottom first).
 */
export function ellipseLayout(n, width, height) {
  const gap = 8;
  const shape = tableShape(n);
  const maxW = n <= 2 ? Math.min(640, width * 0.8) : Math.min(460, width * 0.42);
  const maxH = n <= 2 ? Math.min(300, height * 0.42) : Math.min(270, height * 0.4);
  let best = null;
  // Wider panels read better (cards in rows): a squarish shape must win by a clear margin.
  const liking = { 1.0: 0.8, 1.2: 0.9, 1.45: 1, 1.7: 1, 2.0: 0.95, 2.4: 0.9 };
  let bestScore = 0;
  for (const ratio of [1.0, 1.2, 1.45, 1.7, 2.0, 2.4]) {
    let w = Math.min(maxW, maxH * ratio);
    let h = w / ratio;
    let lay = place(n, width, height, w, h, gap, shape);
    for (let i = 0; i < 60 && clashes(lay, gap) && w > 90; i++) {
      w *= 0.96;
      h *= 0.96;
      lay = place(n, width, height, w, h, gap, shape);
    }
    if (clashes(lay, gap)) continue;
    const score = w * h * liking[ratio];
    if (score > bestScore) { best = lay; bestScore = score; }
  }
  // A crowded table (10-16 seats): seats along the edges of the room, one in each corner, if that
  // gives larger panels than the rounded outline.
  const ring = n >= RING_FROM ? ringLayout(n, width, height, gap, maxW, maxH) : null;
  if (ring && ring.w * ring.h > bestScore) return ring;
  // Nothing fits without touching (a tiny window): smallest readable panels, overlapping a little.
  return best || place(n, width, height, 110, 84, gap, shape);
}

/** The exponent of the table's outline for `n` seats: an ellipse up to six, squarer beyond. */
export function tableShape(n) {
  if (n <= 6) return 2;
  return n <= 9 ? 3.5 : 6;
}

const RING_FROM = 10;

/**
 * Seats on the four edges of the room: one in each corner, `bottom` and `top` seats between the
 * bottom and the top corners, `side` seats between the corners of each side. The viewer sits in the
 * middle of the bottom edge (so `bottom` is odd); on from there clockwise (103.1). Returns the
 * layout with the largest panels (w:h kept between 1 and 2.6), or null when nothing fits.
 */
export function ringLayout(n, width, height, gap = 8, maxW = 460, maxH = 270) {
  let best = null;
  for (let bottom = 1; bottom <= n - 4; bottom += 2) {
    for (const top of [bottom - 1, bottom, bottom + 1]) {
      const side = (n - 4 - bottom - top) / 2;
      if (top < 0 || side < 0 || !Number.isInteger(side)) continue;
      const cols = Math.max(bottom, top) + 2;
      const rows = side + 2;
      let w = Math.min(maxW, (width - gap * (cols + 1)) / cols);
      let h = Math.min(maxH, (height - gap * (rows + 1)) / rows);
      w = Math.min(w, h * 2.6);
      h = Math.min(h, w);
      const centre = centreBox(width, height);
      if (w < 90 || h < 60 || width - 2 * (w + 2 * gap) < centre.w || height - 2 * (h + 2 * gap) < centre.h) continue;
      if (best && w * h <= best.w * best.h) continue;
      best = ringPoints(n, width, height, w, h, gap, bottom, top, side);
    }
  }
  return best;
}

function ringPoints(n, width, height, w, h, gap, bottom, top, side) {
  const cx = width / 2;
  const cy = height / 2;
  const rx = Math.max(0, (width - w) / 2 - gap);
  const ry = Math.max(0, (height - h) / 2 - gap);
  // the j-th of `count` seats evenly between two corners `2 r` apart, as an offset from the middle
  const along = (r, count, j) => -r + (2 * r * (j + 1)) / (count + 1);
  const bottomXs = [...Array(bottom).keys()].map((j) => cx - along(rx, bottom, j));   // right to left
  const mid = (bottom - 1) / 2;
  const pts = [];
  for (let j = mid; j < bottom; j++) pts.push({ x: bottomXs[j], y: cy + ry });             // leftwards
  pts.push({ x: cx - rx, y: cy + ry });                                                     // bottom left
  for (let j = 0; j < side; j++) pts.push({ x: cx - rx, y: cy - along(ry, side, j) });         // upwards
  pts.push({ x: cx - rx, y: cy - ry });                                                     // top left
  for (let j = 0; j < top; j++) pts.push({ x: cx + along(rx, top, j), y: cy - ry });           // rightwards
  pts.push({ x: cx + rx, y: cy - ry });                                                     // top right
  for (let j = 0; j < side; j++) pts.push({ x: cx + rx, y: cy + along(ry, side, j) });         // downwards
  pts.push({ x: cx + rx, y: cy + ry });                                                     // bottom right
  for (let j = 0; j < mid; j++) pts.push({ x: bottomXs[j], y: cy + ry });
  return { w, h, rx, ry, cx, cy, points: pts.slice(0, n), shape: 8, ring: true, centre: centreBox(width, height) };
}

/** The largest box centred on the felt that no seat panel covers (at least the reserved centre). */
export function freeCentre(lay, width, height) {
  const free = (w, h) => lay.points.every((p) =>
    Math.abs(p.x - lay.cx) >= (lay.w + w) / 2 + 6 || Math.abs(p.y - lay.cy) >= (lay.h + h) / 2 + 6);
  let w = lay.centre.w;
  let h = lay.centre.h;
  while (w + 20 <= width * 0.6 && free(w + 20, h)) w += 20;
  while (h + 20 <= height * 0.8 && free(w, h + 20)) h += 20;
  return { w, h };
}

/** How dense a seat panel of `w` x `h` is drawn: 0 roomy (card tiles), 1 medium, 2 compact (chips). */
export function density(w, h = Infinity) {
  if (w >= 300 && h >= 170) return 0;
  if (w >= 180) return 1;
  return 2;
}
