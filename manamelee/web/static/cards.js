// Card tiles: name, mana cost, type, power/toughness, tapped, counters, combat; oracle text on hover.
import { el } from "./dom.js";
import { t } from "./i18n.js";

const COLOURS = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** The symbols of a mana cost such as "{2}{W}{W}" as small coloured discs. */
export function manaCost(cost) {
  const symbols = (cost || "").match(/\{[^}]+\}/g) || [];
  return el("span", { class: "mana-cost" }, symbols.map((s) => {
    const sym = s.slice(1, -1);
    const colours = sym.split("/").map((c) => COLOURS[c]).filter(Boolean);
    const cls = colours.length === 1 ? `mana mana-${colours[0]}` : colours.length ? "mana mana-hybrid" : "mana mana-generic";
    return el("span", { class: cls }, sym.replace("/", ""));
  }));
}

/** The frame colour of a card: its colours from the mana cost, "land", "multi" or "artifact". */
export function frameOf(card) {
  const type = card.type || "";
  if (/\bLand\b/.test(type)) return "land";
  if (/\bScheme\b/.test(type)) return "scheme";
  const found = new Set(((card.mana_cost || "").match(/[WUBRG]/g) || []).map((c) => COLOURS[c]));
  if (found.size > 1) return "multi";
  if (found.size === 1) return [...found][0];
  return "colourless";
}

/** The hover text of a card: name and cost, type line, oracle text, power/toughness. */
export function cardTitle(card) {
  const lines = [`${card.name}${card.mana_cost ? "  " + card.mana_cost : ""}`];
  if (card.type) lines.push(card.type);
  if (card.text) lines.push(card.text);
  if (card.power !== undefined && card.power !== null) lines.push(`${card.power}/${card.toughness}`);
  for (const f of card.faces || []) {      // every face or half of the card (709, 712, 715)
    if (f.name === card.face_up && card.layout !== "split" && card.layout !== "aftermath") continue;
    lines.push("", `${f.name}${f.mana_cost ? "  " + f.mana_cost : ""}`, f.type || "", f.text || "");
  }
  return lines.join("\n");
}

/** The name of what an attacker attacks: a player, a planeswalker or a battle (506.2, 508.1b). */
export function targetName(ref, ctx) {
  const [kind, who] = ref;
  return kind === "player" ? ctx.playerName(who) : ctx.objectName(who);
}

/** The faces of a card of several, the face up marked: "Front // ▲Back". */
function facesBadge(card) {
  if (!card.faces || !card.faces.length) return null;
  const names = card.faces.map((f) => (f.name === card.face_up ? "▲" : "") + f.name).join(" // ");
  return el("div", { class: "card-faces", title: names }, names);
}

function combatBadges(card, ctx) {
  const out = [];
  if (card.attacking) {
    out.push(el("span", { class: "badge badge-attacking" }, t("ui.card.attacking", { target: targetName(card.attacking, ctx) })));
  } else if (ctx.declaring && ctx.declaring.has(card.id)) {
    const ref = ctx.declaring.get(card.id);
    out.push(el("span", { class: "badge badge-attacking badge-declaring" },
      ref ? t("ui.card.declaring", { target: targetName(ref, ctx) }) : t("ui.card.choosing_defender")));
  }
  if (card.protector !== undefined && card.protector !== null && ctx) {   // 310.8: a battle's protector
    out.push(el("span", { class: "badge badge-protector" }, t("ui.card.protector", { player: ctx.playerName(card.protector) })));
  }
  if (card.class_level !== undefined && card.class_level !== null) {   // 716.2b: a Class's level
    out.push(el("span", { class: "badge badge-level" }, t("ui.card.class_level", { n: card.class_level })));
  }
  if (card.solved) {                                                     // 719.3b: a solved Case
    out.push(el("span", { class: "badge badge-solved" }, t("ui.card.solved")));
  }
  if (card.blocking !== undefined && card.blocking !== null) {
    out.push(el("span", { class: "badge badge-blocking" }, t("ui.card.blocking", { attacker: ctx.objectName(card.blocking) })));
  }
  return out;
}

function counterBadges(card) {
  return Object.entries(card.counters || {}).filter(([, n]) => n).map(([kind, n]) =>
    el("span", { class: "badge badge-counter", title: t("ui.card.counters", { kind, count: n }) }, `${n}× ${kind}`));
}

/** One card tile. `ctx` names players and objects for combat badges; `count` > 1 shows "×N". */
export function cardTile(card, ctx = null, count = 1) {
  const isPermanent = card.tapped !== undefined;
  const hasPT = card.power !== undefined && card.power !== null;
  const classes = ["card", `frame-${frameOf(card)}`];
  if (card.tapped) classes.push("tapped");
  if (card.attacking) classes.push("attacking");
  else if (ctx && ctx.declaring && ctx.declaring.has(card.id)) classes.push("attacking", "declaring");   // 508.1
  if (card.blocking !== undefined && card.blocking !== null) classes.push("blocking");
  if (card.token) classes.push("token");
  const tile = el("div", {
    class: classes.join(" "), dataset: { name: card.name, id: String(card.id) },
    title: card.tapped ? `${cardTitle(card)}\n(${t("ui.card.tapped")})` : cardTitle(card),
  },
  el("div", { class: "card-head" }, manaCost(card.mana_cost), el("span", { class: "card-name" }, card.name)),
  el("div", { class: "card-type" }, card.type || ""),
  facesBadge(card),
  card.face_down_card ? el("div", { class: "card-faces", title: card.face_down_card }, `(${card.face_down_card})`) : null,
  isPermanent ? null : el("div", { class: "card-text" }, card.text || ""),
  el("div", { class: "card-foot" },
    card.damage ? el("span", { class: "badge badge-damage", title: t("ui.card.damage_title") }, `−${card.damage}`) : null,
    hasPT ? el("span", { class: "card-pt" }, `${card.power}/${card.toughness}`) : null));
  // Count and badges belong to the slot, so they stay upright when the card is tapped (rotated).
  return el("div", { class: "card-slot" + (card.tapped ? " slot-tapped" : "") }, tile,
    count > 1 ? el("span", { class: "card-count" }, `×${count}`) : null,
    ctx ? el("div", { class: "card-badges" }, counterBadges(card), combatBadges(card, ctx),
      card.attached_to !== undefined && card.attached_to !== null
        ? el("span", { class: "badge badge-attached" }, t("ui.card.attached", { target: ctx.objectName(card.attached_to) })) : null)
      : null);
}

/** Battlefield cards grouped: identical plain permanents (same name, state, no counters) share a tile;
 * a card whose id is in `apart` (an attacker being declared) keeps its own. */
export function groupPermanents(cards, apart = new Map()) {
  const groups = new Map();
  const out = [];
  for (const c of cards) {
    const plain = !c.face_down && !c.attacking && !apart.has(c.id)   // 708.6: face-down permanents stay apart && (c.blocking === undefined || c.blocking === null) && !c.damage
      && !Object.values(c.counters || {}).some(Boolean) && (c.attached_to === undefined || c.attached_to === null);
    if (!plain) { out.push({ card: c, count: 1 }); continue; }
    const key = [c.name, c.tapped, c.power, c.toughness, c.token, c.face_up].join("|");
    const g = groups.get(key);
    if (g) g.count += 1;
    else { const ng = { card: c, count: 1 }; groups.set(key, ng); out.push(ng); }
  }
  const rank = (c) => (isLand(c) ? 1 : 0);
  return out.sort((a, b) => rank(a.card) - rank(b.card));
}

/** Whether a card is a land (by its type line). */
export function isLand(card) {
  return /\bLand\b/.test(card.type || "");
}

/** A face-down card back (an opponent's hand, a library). */
export function cardBack(label = "") {
  return el("div", { class: "card-back" }, label);
}
