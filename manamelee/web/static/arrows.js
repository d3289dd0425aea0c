// Combat arrows over the table: from each attacking creature to the player, planeswalker or battle it
// attacks (506.2, 508.1b). Declared attacks are public (the view's "attacking"); the viewer's own
// declaration in progress (env.declaring) is drawn dashed, for the viewer only.
import { t } from "./i18n.js";
import { targetName } from "./cards.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  for (const c of children) if (c) node.appendChild(c);
  return node;
}

/** What is attacked: [{attacker, target: [kind, id], declared}] from the view and the declaration in progress. */
export function attacks(ctx) {
  const out = [];
  for (const c of ctx.view.battlefield || []) {
    if (c.attacking) out.push({ attacker: c.id, name: c.name, target: c.attacking, declared: true });
  }
  for (const [id, target] of ctx.declaring || []) {
    if (!target || out.some((a) => a.attacker === id)) continue;
    out.push({ attacker: id, name: ctx.objectName(id), target, declared: false });
  }
  return out;
}

function rectIn(node, origin) {
  const r = node.getBoundingClientRect();
  return { left: r.left - origin.left, top: r.top - origin.top, right: r.right - origin.left, bottom: r.bottom - origin.top,
    cx: (r.left + r.right) / 2 - origin.left, cy: (r.top + r.bottom) / 2 - origin.top };
}

/** Where the segment from (x, y) towards the centre of `r` enters `r` (so the head touches its edge). */
function entry(x, y, r) {
  const dx = r.cx - x;
  const dy = r.cy - y;
  // the segment is inside `r` once it is within both its columns and its rows: the later of the two crossings
  let f = 0;
  const hw = (r.right - r.left) / 2;
  const hh = (r.bottom - r.top) / 2;
  if (Math.abs(dx) > hw) f = Math.max(f, 1 - hw / Math.abs(dx));
  if (Math.abs(dy) > hh) f = Math.max(f, 1 - hh / Math.abs(dy));
  return { x: x + dx * f, y: y + dy * f };
}

function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)); }

/** Draw the arrows of `ctx` in `box` (an <svg> covering `area`, the table). */
export function drawArrows(box, area, ctx) {
  const origin = area.getBoundingClientRect();
  box.setAttribute("width", String(origin.width));
  box.setAttribute("height", String(origin.height));
  const defs = svg("defs", {},
    svg("marker", { id: "arrow-head", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" },
      svg("path", { d: "M0,0 L10,5 L0,10 z", class: "arrow-head" })));
  const paths = [];
  for (const a of attacks(ctx)) {
    const card = area.querySelector(`#seats .card[data-id="${a.attacker}"]`);
    const [kind, who] = a.target;
    const goal = kind === "player" ? area.querySelector(`#seats .seat[data-seat="${who}"]`)
      : area.querySelector(`#seats .card[data-id="${who}"]`);
    if (!card || !goal) continue;
    const from = rectIn(card, origin);
    // a card scrolled out of its seat's battlefield: start at the nearest visible edge of that seat
    const field = rectIn(card.closest(".battlefield") || card, origin);
    const x1 = clamp(from.cx, field.left, field.right);
    const y1 = clamp(from.cy, field.top, field.bottom);
    const to = rectIn(goal, origin);
    const end = entry(x1, y1, to);
    // a gentle curve, bending to the left of the direction of travel, so two arrows between the same seats part
    const mx = (x1 + end.x) / 2;
    const my = (y1 + end.y) / 2;
    const len = Math.hypot(end.x - x1, end.y - y1) || 1;
    const bend = Math.min(60, len * 0.18);
    const qx = mx - ((end.y - y1) / len) * bend;
    const qy = my + ((end.x - x1) / len) * bend;
    const target = targetName(a.target, ctx);
    const title = t(a.declared ? "ui.arrow.attacks" : "ui.arrow.declaring", { attacker: a.name, target });
    paths.push(svg("path", {
      class: `arrow ${a.declared ? "declared" : "declaring"}`,
      d: `M${x1.toFixed(1)},${y1.toFixed(1)} Q${qx.toFixed(1)},${qy.toFixed(1)} ${end.x.toFixed(1)},${end.y.toFixed(1)}`,
      "marker-end": "url(#arrow-head)", "data-attacker": a.attacker, "data-target": `${kind}:${who}`,
    }, svg("title", {}, document.createTextNode(title))));
  }
  box.replaceChildren(defs, ...paths);
  box.dataset.count = String(paths.length);
}
