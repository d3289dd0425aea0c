// The table itself: seat panels around the felt, the turns and their stacks in the middle, the hands below.
import { el, fill } from "./dom.js";
import { t } from "./i18n.js";
import { cardTile, cardTitle, groupPermanents, isLand } from "./cards.js";
import { density, ellipseLayout, seatOrder } from "./layout.js";

export const TEAM_COLOURS = ["#4fa3e0", "#e8844f", "#b48cf0", "#e8c84f", "#5fd39a", "#ef6fa8", "#8fd6ea", "#c6e46c"];
const SHARED_LIFE = new Set(["two-headed-giant"]);   // 810.4, 810.9: one life total per team

/** Names and lookups the renderers share, built once per state. */
export function makeContext(env) {
  const view = env.view || {};
  const players = view.players || [];
  const objects = new Map();
  for (const c of view.battlefield || []) objects.set(c.id, c.name);
  for (const turn of view.turns || []) for (const item of turn.stack || []) objects.set(item.id, item.name);
  const teamKeys = Object.keys(env.teams || {}).sort((a, b) => (Number(a) - Number(b)) || a.localeCompare(b));
  const teamOf = new Map();
  teamKeys.forEach((key, i) => { for (const s of env.teams[key]) teamOf.set(s, i); });
  const inRange = new Set(env.in_range || players.map((p) => p.seat));
  // 508.1: the viewer's own declaration of attackers while it is being made (attacker id -> target or null)
  const declaring = new Map((env.declaring || []).map((d) => [d.attacker, d.target]));
  return {
    declaring,
    env, view, players, teamKeys, teamOf, inRange,
    me: env.seat,
    playerName: (seat) => (players.find((p) => p.seat === seat) || { name: `#${seat}` }).name,
    objectName: (id) => objects.get(id) || `#${id}`,
    teamLabel: (i) => {
      const key = teamKeys[i];
      // numbered from 0 like seats, as the command line's "seat N: ..., team T" lines
      return /^\d+$/.test(key) ? t("ui.team_n", { n: Number(key) }) : t("ui.team_named", { name: key });
    },
    sharedLife: SHARED_LIFE.has(env.variant),
    // One range for everyone (Grand Melee's 1, 807.2a): said once in the middle, not on every seat.
    uniformRange: new Set(players.map((p) => p.range)).size === 1,
  };
}

function stat(cls, value, title) {
  return el("span", { class: `stat ${cls}${value === 0 ? " zero" : ""}`, title }, el("i", { class: "icon" }), el("b", {}, String(value)));
}

function seatStats(p, ctx) {
  const lifeTitle = ctx.sharedLife && p.team !== null && p.team !== undefined ? t("ui.stat.team_life") : t("ui.stat.life");
  const out = [
    stat("stat-life", p.life, lifeTitle),
    stat("stat-poison", p.poison, t("ui.stat.poison")),
    stat("stat-hand", p.hand_size, t("ui.stat.hand")),
    stat("stat-library", p.library_size, t("ui.stat.library")),
    stat("stat-graveyard", (p.graveyard || []).length, t("ui.stat.graveyard")),
  ];
  if (p.scheme_deck_size) out.push(stat("stat-schemes", p.scheme_deck_size, t("ui.stat.schemes")));
  const mana = Object.entries(p.mana_pool || {}).filter(([, n]) => n > 0);
  if (mana.length) {
    out.push(el("span", { class: "stat stat-pool", title: t("ui.stat.mana_pool") },
      mana.map(([c, n]) => el("span", { class: `mana mana-${c}` }, String(n)))));
  }
  return out;
}

function seatTags(p, ctx, turnsBySeat) {
  const tags = [];
  if (p.seat === ctx.me) tags.push(el("span", { class: "tag tag-you" }, t("ui.seat.you")));
  else if (ctx.me !== null && ctx.me !== undefined && ctx.teamOf.has(p.seat) && ctx.teamOf.get(p.seat) === ctx.teamOf.get(ctx.me)) {
    tags.push(el("span", { class: "tag tag-teammate" }, t("ui.seat.teammate")));
  }
  for (const turn of turnsBySeat.get(p.seat) || []) {
    if (turn.marker !== null && turn.marker !== undefined) {
      tags.push(el("span", { class: "tag tag-marker", title: t("ui.turn.marker_title", { marker: turn.marker }) },
        t("ui.turn.marker", { marker: turn.marker })));
    } else {
      tags.push(el("span", { class: "tag tag-turn" }, t("ui.seat.turn")));
    }
  }
  if ((ctx.view.turns || []).some((turn) => turn.priority === p.seat)) {
    tags.push(el("span", { class: "tag tag-priority" }, t("ui.seat.priority")));
  }
  if (p.range !== null && p.range !== undefined && !ctx.uniformRange) {
    tags.push(el("span", { class: "tag tag-range", title: t("ui.seat.range_title") }, t("ui.seat.range", { range: p.range })));
  }
  if (p.won) tags.push(el("span", { class: "tag tag-won" }, t("ui.seat.won")));
  else if (p.lost || p.left) tags.push(el("span", { class: "tag tag-left" }, t("ui.seat.left")));
  return tags;
}

/** One seat panel: name, team, stats and the permanents that player controls. */
function seatPanel(p, ctx, turnsBySeat, dens) {
  const team = ctx.teamOf.get(p.seat);
  const cls = ["seat", `dense-${dens}`];
  if (p.seat === ctx.me) cls.push("me");
  if (!ctx.inRange.has(p.seat)) cls.push("out-of-range");
  if (turnsBySeat.has(p.seat)) cls.push("active");
  if ((ctx.view.turns || []).some((turn) => turn.priority === p.seat)) cls.push("has-priority");
  if (p.left || p.lost) cls.push("gone");
  const colour = team === undefined ? "#9aa" : TEAM_COLOURS[team % TEAM_COLOURS.length];
  const permanents = (ctx.view.battlefield || []).filter((c) => c.controller === p.seat);
  const groups = groupPermanents(permanents, ctx.declaring);
  // Crowded tables: the lands (grouped, "Forest ×3") share the line of the name and numbers, so the
  // height of the panel goes to the creatures and other permanents.
  const landsApart = dens > 0 && groups.some((g) => isLand(g.card));
  const lands = landsApart ? el("div", { class: "battlefield lands-row" },
    groups.filter((g) => isLand(g.card)).map((g) => cardTile(g.card, ctx, g.count))) : null;
  const battlefield = el("div", { class: "battlefield", dataset: { empty: t("ui.seat.no_permanents") } },
    groups.filter((g) => !landsApart || !isLand(g.card)).map((g) => cardTile(g.card, ctx, g.count)),
    // face-up schemes in the command zone (314, 904.9): an ongoing one stays there
    (ctx.view.command || []).filter((c) => c.owner === p.seat).map((c) => cardTile(c)));
  const graveyardTitle = (p.graveyard || []).map((c) => c.name).join(", ");
  return el("div", {
    class: cls.join(" "), dataset: { seat: String(p.seat) }, style: { "--team": colour },
    title: ctx.inRange.has(p.seat) ? null : t("ui.seat.out_of_range"),
  },
  el("div", { class: "seat-top" }, el("div", { class: "seat-head" },
    team === undefined ? null : el("span", { class: "team-chip", title: ctx.teamLabel(team) }, ctx.teamLabel(team)),
    el("span", { class: "seat-no", title: t("ui.seat.number_title", { seat: p.seat }) }, String(p.seat)),
    el("span", { class: "seat-name" }, p.name),
    el("span", { class: "seat-tags" }, seatTags(p, ctx, turnsBySeat))),
  el("div", { class: "seat-stats", title: graveyardTitle ? `${t("ui.stat.graveyard")}: ${graveyardTitle}` : null },
    seatStats(p, ctx)), lands),
  battlefield);
}

/** Draw every seat around the felt of `area` (an element with the felt and the centre inside). */
export function renderSeats(seatsBox, ctx, width, height) {
  const players = ctx.players;
  const bottom = ctx.me !== null && ctx.me !== undefined ? ctx.me : (players[0] || { seat: 0 }).seat;
  const order = seatOrder(players.map((p) => p.seat), bottom);
  const lay = ellipseLayout(order.length, width, height);
  const dens = density(lay.w, lay.h);
  const turnsBySeat = new Map();
  for (const turn of ctx.view.turns || []) {
    for (const s of turn.side || [turn.active]) {
      if (!turnsBySeat.has(s)) turnsBySeat.set(s, []);
      turnsBySeat.get(s).push(turn);
    }
  }
  const panels = order.map((seat, k) => {
    const p = players.find((x) => x.seat === seat);
    const panel = seatPanel(p, ctx, turnsBySeat, dens);
    const pt = lay.points[k];
    Object.assign(panel.style, {
      left: `${pt.x - lay.w / 2}px`, top: `${pt.y - lay.h / 2}px`, width: `${lay.w}px`, height: `${lay.h}px`,
    });
    return panel;
  });
  fill(seatsBox, panels);
  return lay;
}

function stackItem(item, ctx) {
  const targets = (item.targets || []).map(([kind, id]) => (kind === "player" ? ctx.playerName(id) : ctx.objectName(id)));
  return el("li", { class: "stack-item", title: cardTitle({ name: item.name, text: item.text }) },
    el("span", { class: "stack-name" }, item.name),
    el("span", { class: "stack-who" }, t("ui.stack.controller", { name: ctx.playerName(item.controller) })),
    targets.length ? el("span", { class: "stack-targets" }, t("ui.stack.targets", { targets: targets.join(", ") })) : null);
}

function stepName(step) {
  const key = `ui.step.${step}`;
  const s = t(key);
  return s === key ? step : s;
}

/** The turns in progress (one per turn marker in Grand Melee, 807.4) with their stacks (807.5). */
export function renderCentre(box, ctx) {
  const turns = ctx.view.turns || [];
  const items = turns.map((turn) => {
    const side = (turn.side || [turn.active]).map(ctx.playerName).join(" + ");
    const marker = turn.marker !== null && turn.marker !== undefined;
    return el("section", {
      class: "turn" + (marker ? " with-marker" : ""),
      dataset: { turn: String(turn.id), number: String(turn.number), marker: marker ? String(turn.marker) : "" },
    },
      el("div", { class: "turn-head" },
        marker ? el("span", { class: "tag tag-marker" }, t("ui.turn.marker", { marker: turn.marker })) : null,
        el("span", { class: "turn-title" }, t("ui.turn.title", { number: turn.number, side })),
        el("span", { class: "turn-step" }, stepName(turn.step))),
      el("div", { class: "turn-priority" }, turn.priority === null || turn.priority === undefined
        ? t("ui.turn.no_priority") : t("ui.turn.priority", { name: ctx.playerName(turn.priority) })),
      el("div", { class: "stack-label" }, t("ui.stack.title", { count: (turn.stack || []).length })),
      (turn.stack || []).length
        ? el("ol", { class: "stack" }, [...turn.stack].reverse().map((item) => stackItem(item, ctx)))
        : el("div", { class: "stack-empty" }, t("ui.stack.empty")));
  });
  const legend = ctx.teamKeys.length ? el("div", { class: "team-legend" }, ctx.teamKeys.map((key, i) => {
    const seats = ctx.env.teams[key];
    const first = ctx.players.find((p) => p.seat === seats[0]);
    return el("div", { class: "team-row", style: { "--team": TEAM_COLOURS[i % TEAM_COLOURS.length] } },
      el("span", { class: "team-chip" }, ctx.teamLabel(i)),
      el("span", { class: "team-members" }, seats.map(ctx.playerName).join(", ")),
      ctx.sharedLife && first ? el("span", { class: "team-life", title: t("ui.stat.team_life") }, `♥ ${first.life}`) : null);
  })) : null;
  const ranged = ctx.players.filter((p) => p.range !== null && p.range !== undefined);
  const range = ranged.length ? el("div", { class: "range-legend" },
    ctx.uniformRange ? el("span", {}, t("ui.range.everyone", { range: ranged[0].range })) : null,
    ctx.me !== null && ctx.me !== undefined ? [el("span", { class: "swatch" }), t("ui.range.legend")] : null) : null;
  const dn = ctx.view.day_night;        // 728.1: day, night or neither (null)
  fill(box, el("div", { class: "variant-name" }, t(`ui.variant.${ctx.env.variant}`)),
    dn ? el("div", { class: `day-night ${dn}`, title: t("ui.day_night.title") }, t(`ui.day_night.${dn}`)) : null,
    items.length ? items : el("div", { class: "turn-none" }, t("ui.turn.none")), legend, range);
}

/** The viewer's hand, and each teammate's hand the view contains (810.5, 808.5, 809.7, 811.5). */
export function renderHands(box, ctx) {
  const shown = ctx.players.filter((p) => Array.isArray(p.hand) && (p.seat === ctx.me || !(p.left || p.lost)));
  shown.sort((a, b) => (a.seat === ctx.me ? -1 : b.seat === ctx.me ? 1 : a.seat - b.seat));
  box.hidden = shown.length === 0;
  fill(box, shown.map((p) => el("section", {
    class: "hand" + (p.seat === ctx.me ? " my-hand" : " teammate-hand"), dataset: { seat: String(p.seat) },
  },
  el("h3", {}, p.seat === ctx.me ? t("ui.hand.mine", { count: p.hand.length })
    : t("ui.hand.teammate", { name: p.name, count: p.hand.length })),
  el("div", { class: "hand-cards" }, p.hand.length
    ? p.hand.map((c) => cardTile(c)) : el("span", { class: "hand-empty" }, t("ui.hand.empty"))))));
  box.style.gridTemplateColumns = shown.length > 1 ? `minmax(0, 3fr) ${"minmax(0, 2fr) ".repeat(shown.length - 1)}` : "minmax(0, 1fr)";
  fitHands(box);
}

/** Let the cards of a hand overlap just enough to fit its width (hovering one lifts it). */
export function fitHands(box) {
  for (const row of box.querySelectorAll(".hand-cards")) {
    const slots = [...row.querySelectorAll(".card-slot")];
    if (slots.length < 2) continue;
    slots.forEach((s) => { s.style.marginLeft = ""; });
    const cw = slots[0].offsetWidth;
    const gap = 6;
    const need = slots.length * cw + (slots.length - 1) * gap;
    const room = row.clientWidth;
    if (need <= room) continue;
    const step = Math.max(14, (room - cw) / (slots.length - 1));
    slots.slice(1).forEach((s) => { s.style.marginLeft = `${step - cw - gap}px`; });
  }
}
