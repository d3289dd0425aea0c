// The lobby: create a table (variant, seats, which seats are AI, decks), then hand out the join links.
import { el, fill } from "./dom.js";
import { initialLang, lang, languageSwitch, loadLang, t, translatePage } from "./i18n.js";

const $ = (id) => document.getElementById(id);

// Variants with their default and allowed player counts and which options they take (806-811, 904);
// `random`: the rule that seats the players at random (806.3, 807.3; Supervillain Rumble is Free-for-All, 904.12a).
const VARIANTS = {
  "duel": { players: 2, min: 2, max: 2, opts: [] },
  "ffa": { players: 4, min: 3, max: 16, opts: ["range", "attack"], random: "806.3" },
  "team-vs-team": { players: 4, min: 4, max: 16, opts: ["teams", "range", "deploy", "shared"] },
  "emperor": { players: 6, min: 6, max: 16, opts: ["deploy"] },
  "two-headed-giant": { players: 4, min: 4, max: 16, opts: [] },
  "alternating-teams": { players: 6, min: 4, max: 16, opts: ["teams", "range", "deploy"] },
  "grand-melee": { players: 8, min: 5, max: 16, opts: ["range", "attack"], random: "807.3" },
  "archenemy": { players: 4, min: 3, max: 16, opts: [] },
  "supervillain-rumble": { players: 4, min: 3, max: 16, opts: ["range", "attack"], random: "806.3" },
  "commander": { players: 4, min: 2, max: 16, opts: ["range", "attack"], random: "806.3" },
  "two-headed-giant-commander": { players: 4, min: 4, max: 16, opts: [] },
};
// The command line's default (`manamelee play` without --variant plays Free-for-All).
const DEFAULT_VARIANT = "ffa";
const NAMES = ["Alex", "Bianca", "Carmen", "Dario", "Elena", "Fabio", "Giulia", "Hugo", "Irene", "Jacopo",
  "Katia", "Luca", "Marta", "Nico", "Olga", "Paolo"];
// Replaced by the server's lists (GET /api/meta) when it answers.
let AGENTS = ["random"];
let DECKS = ["white", "blue", "black", "red", "green"];
const ATTACKS = ["", "multiple", "left", "right"];

// Seat rows keep what the user typed when the player count or the language changes.
const rows = [];

function tOr(key, fallback) {
  const s = t(key);
  return s === key ? fallback : s;
}

async function loadMeta() {
  try {
    const resp = await fetch("/api/meta");
    if (!resp.ok) return;
    const meta = await resp.json();
    if (Array.isArray(meta.agents) && meta.agents.length) AGENTS = meta.agents;
    if (Array.isArray(meta.decks) && meta.decks.length) DECKS = meta.decks;
  } catch (e) { /* keep the built-in lists */ }
}

function option(value, label, selected) {
  return el("option", { value, selected: selected ? true : null }, label);
}

function fillSelects() {
  const variant = $("variant").value || DEFAULT_VARIANT;
  fill($("variant"), Object.keys(VARIANTS).map((v) => option(v, t(`ui.variant.${v}`), v === variant)));
  const attack = $("attack").value;
  fill($("attack"), ATTACKS.map((a) => option(a, t(a ? `ui.attack.${a}` : "ui.attack.default"), a === attack)));
}

function seatRow(i) {
  const name = el("input", { type: "text", value: NAMES[i % NAMES.length], maxlength: "40", class: "seat-name-input" });
  const agent = el("select", { class: "seat-agent" });
  const deck = el("select", { class: "seat-deck" });
  const row = { name, agent, deck, tr: el("tr", { dataset: { seat: String(i) } }) };
  row.agent.dataset.initial = i === 0 ? "" : "random";
  return row;
}

function refreshRow(row, i) {
  const agentValue = row.agent.options.length ? row.agent.value : row.agent.dataset.initial;
  fill(row.agent, option("", t("ui.lobby.human"), agentValue === ""),
    AGENTS.map((a) => option(a, t("ui.lobby.ai", { agent: tOr(`ui.agent.${a}`, a) }), agentValue === a)));
  const deckValue = row.deck.value;
  fill(row.deck, option("", t("ui.deck.default"), !deckValue), DECKS.map((d) => option(d, tOr(`ui.deck.${d}`, d), deckValue === d)));
  fill(row.tr, el("td", { class: "seat-no" }, String(i)), el("td", {}, row.name), el("td", {}, row.agent), el("td", {}, row.deck));
}

function renderSeats() {
  const n = Math.max(2, Math.min(16, Number($("players").value) || 2));
  while (rows.length < n) rows.push(seatRow(rows.length));
  rows.forEach((row, i) => refreshRow(row, i));
  fill($("seat-rows"), rows.slice(0, n).map((r) => r.tr));
}

function renderOptions() {
  const spec = VARIANTS[$("variant").value];
  const show = (cls, on) => { document.querySelector(cls).hidden = !on; };
  show(".opt-teams", spec.opts.includes("teams"));
  show(".opt-range", spec.opts.includes("range"));
  show(".opt-attack", spec.opts.includes("attack"));
  show(".opt-deploy", spec.opts.includes("deploy"));
  show(".opt-shared", spec.opts.includes("shared"));
  $("players").min = String(spec.min);
  $("players").max = String(spec.max);
  $("variant-help").textContent = t(`ui.variant_help.${$("variant").value}`);
  // 806.3, 807.3: say before the table is made that the rows are not the seats.
  $("seating-help").textContent = spec.random ? t("ui.lobby.random_seating", { rule: spec.random }) : t("ui.lobby.rows_help");
  $("seating-help").classList.toggle("random", Boolean(spec.random));
}

function onVariant() {
  const spec = VARIANTS[$("variant").value];
  $("players").value = String(spec.players);
  renderOptions();
  renderSeats();
}

function body() {
  const variant = $("variant").value;
  const spec = VARIANTS[variant];
  const n = Number($("players").value);
  const options = {};
  if (spec.opts.includes("teams")) options.teams = Number($("teams").value);
  if (spec.opts.includes("range") && $("range").value) options.range = Number($("range").value);
  if (spec.opts.includes("attack") && $("attack").value) options.attack = $("attack").value;
  if (spec.opts.includes("deploy") && $("deploy").checked) options.deploy = true;
  if (spec.opts.includes("shared") && $("shared_turns").checked) options.shared_turns = true;
  const seed = $("seed").value;
  return {
    variant, players: n, lang: lang(), options, seed: seed === "" ? null : Number(seed),
    seats: rows.slice(0, n).map((r) => ({ name: r.name.value.trim() || null, agent: r.agent.value || null, deck: r.deck.value || null })),
  };
}

function absolute(url) {
  return new URL(url, location.origin).href;
}

/** The table as made: every seat in turn order, numbered from 0 as the command line numbers them. */
function showCreated(data, sent) {
  const rule = (VARIANTS[sent.variant] || {}).random;
  const moved = data.seats.filter((s) => sent.seats[s.seat] && sent.seats[s.seat].name !== null && sent.seats[s.seat].name !== s.name);
  $("seating").textContent = rule ? t("ui.lobby.seated_random", { rule })
    : moved.length ? t("ui.lobby.seated_variant") : t("ui.lobby.seated_as_listed");
  $("seating").classList.toggle("random", Boolean(rule));
  $("seating").dataset.random = rule ? "1" : "";
  fill($("links"), data.seats.map((s) => el("li", { class: s.ai ? "ai-seat" : "human-seat", dataset: { seat: String(s.seat) } },
    el("span", { class: "link-seat" }, t("ui.lobby.seat_n", { seat: s.seat })),
    el("span", { class: "link-name" }, s.name),
    s.ai ? el("span", { class: "link-ai" }, t("ui.lobby.ai_seat"))
      : [el("a", { class: "join-link", href: s.join_url, target: "_blank" }, t("ui.lobby.join_as", { name: s.name })),
        el("input", { class: "join-url", readonly: true, value: absolute(s.join_url), onfocus: (ev) => ev.target.select() }),
        el("button", { type: "button", onclick: () => navigator.clipboard && navigator.clipboard.writeText(absolute(s.join_url)) },
          t("ui.lobby.copy"))])));
  $("spectate").href = data.spectate_url;
  $("created").hidden = false;
  $("created").scrollIntoView({ behavior: "smooth" });
}

async function create(ev) {
  ev.preventDefault();
  $("create-error").textContent = "";
  $("create-btn").disabled = true;
  try {
    const sent = body();
    const resp = await fetch("/api/tables", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sent),
    });
    const data = await resp.json().catch(() => ({}));
    if (!resp.ok) {
      const detail = Array.isArray(data.detail) ? data.detail.map((d) => d.msg).join("; ") : data.detail;
      throw new Error(data.error || detail || `HTTP ${resp.status}`);
    }
    showCreated(data, sent);
  } catch (e) {
    $("create-error").textContent = t("ui.lobby.create_failed", { reason: e.message || String(e) });
  } finally {
    $("create-btn").disabled = false;
  }
}

async function main() {
  await Promise.all([loadLang(initialLang()), loadMeta()]);
  translatePage();
  fillSelects();
  $("variant").value = DEFAULT_VARIANT;
  onVariant();
  languageSwitch($("lang"), () => { fillSelects(); renderOptions(); renderSeats(); });
  $("variant").addEventListener("change", onVariant);
  $("players").addEventListener("change", renderSeats);
  $("players").addEventListener("input", renderSeats);
  $("create").addEventListener("submit", create);
  document.body.dataset.ready = "1";
}

main().catch((e) => {
  const box = $("toast");
  box.textContent = String(e.message || e);
  box.hidden = false;
});
