// The page's entry: the language first, then the lobby (/) or a table (/t/CODE). Links marked
// data-nav move between them without reloading.

import { languages, loadLanguage, rememberLanguage, t } from "./i18n.js";
import { el } from "./dom.js";
import { showLobby } from "./lobby.js";
import { TablePage } from "./table.js";

const root = document.getElementById("app");
let page = null;

async function route() {
  if (page) page.close();
  page = null;
  const match = /^\/t\/([A-Za-z0-9-]+)\/?$/.exec(location.pathname);
  try {
    if (match) {
      page = new TablePage(root, match[1].replace(/-/g, "").toUpperCase(), navigate);
      await page.open();
    } else {
      await showLobby(root, navigate);
    }
  } catch (err) {
    root.replaceChildren(el("p", { class: "error", role: "alert" }, t("web.error.network")));
    throw err;
  }
}

export function navigate(path) {
  history.pushState(null, "", path);
  route();
}

function drawSwitcher() {
  const select = document.getElementById("lang-switch");
  select.replaceChildren(...languages().map((l) =>
    el("option", { value: l.code, selected: l.code === document.documentElement.lang, lang: l.code }, l.name)));
  select.onchange = async () => {
    rememberLanguage(select.value);
    await loadLanguage(select.value);
    drawSwitcher();
    route();
  };
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a[data-nav]");
  if (link) {
    event.preventDefault();
    navigate(link.getAttribute("href"));
  }
});
window.addEventListener("popstate", route);

await loadLanguage();
drawSwitcher();
await route();
