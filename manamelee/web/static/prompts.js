// The viewer's pending decisions as prompts with one button per legal option, and the game log.
import { el, fill } from "./dom.js";
import { t } from "./i18n.js";

function tOr(key, fallback) {
  const s = t(key);
  return s === key ? fallback : s;
}

/** Highlight the cards whose names appear in an option's label (hovering "cast Serra Angel"). */
function hint(label, on) {
  for (const node of document.querySelectorAll(".card[data-name]")) {
    node.classList.toggle("hint", on && label.includes(node.dataset.name));
  }
}

/**
 * Render the pending decisions in `box`. `answer(decisionId, optionIndex)` sends the choice; the
 * buttons of that decision are disabled until the next state arrives.
 */
export function renderPrompts(box, env, answer) {
  const pending = env.pending || [];
  const head = el("h2", {}, t("ui.prompt.title"));
  if (env.over) {
    fill(box, head, el("div", { class: "prompt-idle" }, t("ui.prompt.game_over")));
    return;
  }
  if (env.seat === null || env.seat === undefined) {
    fill(box, head, el("div", { class: "prompt-idle" }, t("ui.prompt.spectating")));
    return;
  }
  if (!pending.length) {
    fill(box, head, el("div", { class: "prompt-idle waiting" }, el("span", { class: "spinner" }), t("ui.prompt.waiting")));
    return;
  }
  fill(box, head, pending.map((d) => {
    const buttons = d.options.map((o) => el("button", {
      type: "button", class: `opt opt-${o.kind}`, dataset: { index: String(o.index), kind: o.kind },
      onmouseenter: () => hint(o.label, true), onmouseleave: () => hint(o.label, false),
      onclick: (ev) => {
        for (const b of ev.currentTarget.parentElement.querySelectorAll("button")) b.disabled = true;
        ev.currentTarget.classList.add("chosen");
        hint(o.label, false);
        answer(d.id, o.index);
      },
    }, o.label));
    return el("article", { class: "decision", dataset: { decision: String(d.id), kind: d.kind } },
      el("div", { class: "decision-head" },
        el("span", { class: "decision-kind" }, tOr(`ui.kind.${d.kind}`, d.kind)),
        d.rule ? el("span", { class: "rule", title: t("ui.log.rule_title", { rule: d.rule }) }, d.rule) : null),
      el("p", { class: "decision-prompt" }, d.prompt),
      el("div", { class: "options" }, buttons));
  }));
}

const LINE = /^(\(M\d+\)\s*)?(?:\[([^\]]+)\]\s*)?(.*)$/s;

/** The game log, newest at the bottom, with the rule number of each line as a chip. */
export function renderLog(box, lines) {
  let list = box.querySelector("ol");
  if (!list) {
    // Follow the newest line unless the reader scrolled up; keep following when the panel resizes.
    list = box.appendChild(el("ol", { class: "log-lines", dataset: { follow: "1" } }));
    list.addEventListener("scroll", () => {
      list.dataset.follow = list.scrollHeight - list.scrollTop - list.clientHeight < 30 ? "1" : "";
    });
    new ResizeObserver(() => { if (list.dataset.follow) list.scrollTop = list.scrollHeight; }).observe(list);
  }
  fill(list, (lines || []).map((line) => {
    const [, marker, rule, text] = LINE.exec(line) || [null, null, null, line];
    return el("li", { class: /^-{3}/.test(text) ? "log-turn" : null },
      marker ? el("span", { class: "log-marker" }, marker.trim()) : null,
      rule ? el("span", { class: "rule", title: t("ui.log.rule_title", { rule }) }, rule) : null,
      el("span", { class: "log-text" }, text));
  }));
  if (list.dataset.follow) list.scrollTop = list.scrollHeight;
}
