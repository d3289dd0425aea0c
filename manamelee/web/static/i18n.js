// Page strings from the server's catalogue (GET /api/i18n/{lang}); keys "ui.*", "{name}" placeholders.

export const LANGS = ["en", "it"];
const STORE_KEY = "manamelee.lang";

let current = "en";
let strings = {};

/** The language to start with: ?lang= in the address, then the saved choice, then the browser's. */
export function initialLang() {
  const fromUrl = new URLSearchParams(location.search).get("lang");
  if (LANGS.includes(fromUrl)) return fromUrl;
  let saved = null;
  try { saved = localStorage.getItem(STORE_KEY); } catch (e) { /* storage may be disabled */ }
  if (LANGS.includes(saved)) return saved;
  const nav = (navigator.language || "en").slice(0, 2).toLowerCase();
  return LANGS.includes(nav) ? nav : "en";
}

/** Load the catalogue of `lang`, make it current and remember the choice. */
export async function loadLang(lang) {
  if (!LANGS.includes(lang)) lang = "en";
  const resp = await fetch(`/api/i18n/${lang}`, { cache: "no-cache" });
  if (!resp.ok) throw new Error(`catalogue ${lang}: HTTP ${resp.status}`);
  strings = await resp.json();
  current = lang;
  document.documentElement.lang = lang;
  try { localStorage.setItem(STORE_KEY, lang); } catch (e) { /* ignore */ }
  const url = new URL(location.href);
  url.searchParams.set("lang", lang);
  history.replaceState(null, "", url);
  return lang;
}

export function lang() { return current; }

/** The string for `key` with `{name}` placeholders filled from `args`; the key itself when missing. */
export function t(key, args = {}) {
  const tpl = strings[key];
  if (tpl === undefined) return key;
  return tpl.replace(/\{(\w+)\}/g, (m, name) => (name in args ? String(args[name]) : m));
}

/** Fill every element with data-i18n="key" (text) and data-i18n-title / data-i18n-placeholder. */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
}

/** A <select> of the languages; calls `onChange(lang)` after the catalogue is loaded. */
export function languageSwitch(select, onChange) {
  select.replaceChildren(...LANGS.map((code) => {
    const opt = document.createElement("option");
    opt.value = code;
    opt.textContent = code === "it" ? "Italiano" : "English";
    return opt;
  }));
  select.value = current;
  select.addEventListener("change", async () => {
    await loadLang(select.value);
    translatePage();
    if (onChange) onChange(current);
  });
}
