// The table page: joins /table/{id}?token=..., keeps the state live over the WebSocket and renders it.
import { initialLang, lang, languageSwitch, loadLang, t, translatePage } from "./i18n.js";
import { TableLink } from "./net.js";
import { freeCentre } from "./layout.js";
import { fitHands, makeContext, renderCentre, renderHands, renderSeats } from "./board.js";
import { renderLog, renderPrompts } from "./prompts.js";
import { drawArrows } from "./arrows.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const pathMatch = location.pathname.match(/\/table\/([^/]+)/);
const tableId = pathMatch ? decodeURIComponent(pathMatch[1]) : params.get("table");
const token = params.get("token");

let env = null;
let link = null;
let toastTimer = null;
let concedeArmed = false;
// What each part of the page was last drawn from: a part is redrawn only when its data changed, so
// a button or card under the mouse is not replaced by an identical one (states arrive often).
const drawn = new Map();

function changed(part, ...data) {
  const sig = JSON.stringify(data);
  if (drawn.get(part) === sig) return false;
  drawn.set(part, sig);
  return true;
}

function toast(message, kind = "error") {
  const box = $("toast");
  box.textContent = message;
  box.dataset.kind = kind;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

function renderHeader(ctx) {
  $("table-title").textContent = t("ui.table.title", { id: tableId });
  const me = ctx.players.find((p) => p.seat === env.seat);
  $("whoami").textContent = me ? t("ui.whoami", { name: me.name, seat: me.seat }) : t("ui.spectator");
  $("concede").hidden = !me || env.over || me.left || me.lost;
  document.title = `${t("ui.table.title", { id: tableId })} · manamelee`;
}

function renderResult(ctx) {
  const box = $("result");
  if (!env.over) { box.hidden = true; return; }
  const result = env.result || {};
  const winners = (result.winners || []).map(ctx.playerName);
  box.textContent = result.draw || !winners.length ? t("ui.result.draw")
    : t("ui.result.winners", { names: winners.join(", ") });
  box.title = [result.reason, t("ui.result.close")].filter(Boolean).join("\n");
  if (box.dataset.closed !== "1") box.hidden = false;
}

function layoutTable(ctx) {
  const area = $("table-area");
  const width = area.clientWidth;
  const height = area.clientHeight;
  const lay = renderSeats($("seats"), ctx, width, height);
  const felt = area.querySelector(".felt");
  const fx = Math.max(lay.rx, lay.w * 0.6);
  const fy = Math.max(lay.ry, lay.h * 0.6);
  Object.assign(felt.style, { left: `${lay.cx - fx}px`, top: `${lay.cy - fy}px`, width: `${2 * fx}px`, height: `${2 * fy}px`,
    borderRadius: lay.shape > 2 ? `${Math.round(100 / lay.shape)}%` : "50%" });
  const { w: cw, h: ch } = freeCentre(lay, width, height);
  const centre = $("centre");
  Object.assign(centre.style, { width: `${cw}px`, maxHeight: `${ch}px`, left: `${lay.cx - cw / 2}px` });
  renderCentre(centre, ctx);
  centre.style.top = `${lay.cy - Math.min(ch, centre.scrollHeight) / 2}px`;
  drawArrows($("arrows"), area, ctx);
}

function render(force = false) {
  if (!env) return;
  if (force) drawn.clear();
  const ctx = makeContext(env);
  const view = env.view || {};
  document.body.classList.toggle("crowded", (view.players || []).length > 8);
  renderHeader(ctx);
  if (changed("hands", env.seat, view.players)) renderHands($("hands"), ctx);
  const area = $("table-area");
  if (changed("table", env.seat, env.in_range, env.teams, view.players, view.battlefield, view.turns, view.day_night, env.declaring,
    area.clientWidth, area.clientHeight)) layoutTable(ctx);
  if (changed("prompts", env.seat, env.over, env.pending)) {
    renderPrompts($("prompts"), env, (decision, option) => {
      drawn.delete("prompts");          // whatever comes next (even the same decisions) is drawn afresh
      link.answer(decision, option).catch((e) => { toast(String(e.message || e)); render(true); });
    });
  }
  if (changed("log", env.log)) renderLog($("log"), env.log);
  renderResult(ctx);
  document.body.dataset.ready = "1";
}

function setStatus(state) {
  const box = $("conn");
  box.dataset.state = state;
  box.textContent = t(`ui.conn.${state}`);
}

async function main() {
  await loadLang(initialLang());
  translatePage();
  languageSwitch($("lang"), (newLang) => {
    setStatus($("conn").dataset.state);
    if (link) link.setLang(newLang);
    render(true);
  });
  if (!tableId) { toast(t("ui.error.no_table")); return; }
  link = new TableLink(tableId, token, lang(), {
    onState: (state) => { env = state; render(); },
    onError: (message) => { toast(message); render(true); },
    onStatus: setStatus,
  });
  link.connect();
  $("result").addEventListener("click", () => { $("result").dataset.closed = "1"; $("result").hidden = true; });
  $("concede").addEventListener("click", () => {
    const button = $("concede");
    if (!concedeArmed) {
      concedeArmed = true;
      button.textContent = t("ui.concede_confirm");
      setTimeout(() => { concedeArmed = false; button.textContent = t("ui.concede"); }, 4000);
      return;
    }
    concedeArmed = false;
    button.textContent = t("ui.concede");
    link.concede().catch((e) => toast(String(e.message || e)));
  });
  new ResizeObserver(() => { if (env) render(); }).observe($("table-area"));
  // a seat's permanents scrolled: the arrows follow their creatures
  $("seats").addEventListener("scroll", () => { if (env) drawArrows($("arrows"), $("table-area"), makeContext(env)); }, true);
  new ResizeObserver(() => fitHands($("hands"))).observe($("hands"));
}

main().catch((e) => toast(String(e.message || e)));
