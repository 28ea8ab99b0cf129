// The client's own words come from the server (GET /api/i18n), in the language the browser asks
// for or the one the person chose (remembered in localStorage). Game texts arrive already
// rendered inside scenes; this module only fills in the client's simple { $name } messages.

const STORE = "cardtable.lang";
let current = { lang: "en", dir: "ltr", languages: [], messages: {} };

export function lang() {
  return current.lang;
}

export async function loadLanguage(choice) {
  const wanted = choice || localStorage.getItem(STORE);
  const url = wanted ? `/api/i18n/${encodeURIComponent(wanted)}` : "/api/i18n";
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`i18n ${answer.status}`);
  current = await answer.json();
  document.documentElement.lang = current.lang;
  document.documentElement.dir = current.dir;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  return current;
}

export function rememberLanguage(code) {
  localStorage.setItem(STORE, code);
}

export function languages() {
  return current.languages;
}

/** A client message with its { name } placeholders filled in. */
export function t(id, args = {}) {
  const pattern = current.messages[id];
  if (pattern === undefined) return id;
  return pattern.replace(/\{(\w+)\}/g, (_, name) => (name in args ? String(args[name]) : ""));
}

const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";

/** A number as the language writes it (Persian digits in Persian). */
export function num(value) {
  const text = String(value);
  return current.lang === "fa" ? text.replace(/[0-9]/g, (d) => PERSIAN[Number(d)]) : text;
}
