// The lobby: a game, a preset and house rules in a form built from the option specs that
// GET /api/games sends; seats as people or bots; create a table, or join one by code or link.

import { api, normaliseCode, saveSeat } from "./api.js";
import { clear, el } from "./dom.js";
import { lang, num, t } from "./i18n.js";

function valueLabel(value) {
  if (value === true || value === false) return t(`web.value.${value}`);
  return typeof value === "number" ? num(value) : String(value);
}

function optionInput(spec, value, onchange) {
  const id = `opt-${spec.name}`;
  let input;
  if (spec.kind === "bool") {
    input = el("input", { id, type: "checkbox", name: spec.name, checked: value === true,
      onchange: (e) => onchange(e.target.checked) });
  } else if (spec.kind === "choice") {
    input = el("select", { id, name: spec.name, onchange: (e) => {
      const raw = e.target.value;
      const found = spec.choices.find((c) => String(c) === raw);
      onchange(found === undefined ? raw : found);
    } }, spec.choices.map((c) => el("option", { value: String(c), selected: c === value }, valueLabel(c))));
  } else {
    input = el("input", { id, type: "number", name: spec.name, value, min: spec.minimum ?? undefined,
      max: spec.maximum ?? undefined, step: 1, inputmode: "numeric",
      onchange: (e) => onchange(e.target.value === "" ? spec.default : Number(e.target.value)) });
  }
  return el("div", { class: "option" },
    el("label", { for: id }, el("bdi", { class: "option-name" }, spec.label || spec.name)), input,
    el("small", { class: "effect" }, spec.effect || "", " ",
      el("span", { class: "default" }, t("web.lobby.default", { value: valueLabel(spec.default) }))));
}

export async function showLobby(root, navigate) {
  const catalog = await api("GET", `/api/games?lang=${encodeURIComponent(lang())}`);
  const games = catalog.games;
  const state = { game: games[0].name, preset: "", options: {}, seats: [], sit: 0, name: "" };
  const remembered = localStorage.getItem("cardtable.name");
  if (remembered) state.name = remembered;

  const form = el("form", { class: "lobby-form", novalidate: true });
  const error = el("p", { class: "error", role: "alert" });

  function game() {
    return games.find((g) => g.name === state.game);
  }

  function seatCount() {
    const g = game();
    const players = g.options.find((o) => o.name === "players");
    const chosen = state.options.players ?? (players ? players.default : g.players);
    return Number(chosen) || g.players;
  }

  function draw() {
    const g = game();
    const count = seatCount();
    while (state.seats.length < count) {
      state.seats.push(state.seats.length === 0 ? "person" : `bot:${catalog.default_bot}`);
    }
    state.seats.length = count;
    if (state.sit >= count) state.sit = 0;
    clear(form);
    form.append(
      el("h2", {}, t("web.lobby.heading")),
      el("div", { class: "option" }, el("label", { for: "game" }, t("web.lobby.game")),
        el("select", { id: "game", name: "game", onchange: (e) => {
          state.game = e.target.value; state.preset = ""; state.options = {}; state.seats = []; draw();
        } }, games.map((x) => el("option", { value: x.name, selected: x.name === state.game }, x.title))),
        el("small", { class: "effect" }, g.summary || "")),
      Object.keys(g.presets).length ? el("div", { class: "option" },
        el("label", { for: "preset" }, t("web.lobby.preset")),
        el("select", { id: "preset", name: "preset", onchange: (e) => { state.preset = e.target.value; draw(); } },
          el("option", { value: "" }, t("web.lobby.preset_none")),
          Object.entries(g.presets).map(([name, doc]) => el("option", { value: name, selected: name === state.preset, title: doc }, name))),
        state.preset ? el("small", { class: "effect" }, g.presets[state.preset]) : null) : null,
      el("details", { class: "house-rules" }, el("summary", {}, t("web.lobby.rules")),
        g.options.map((spec) => optionInput(spec, state.options[spec.name] ?? spec.default, (v) => {
          if (v === spec.default) delete state.options[spec.name]; else state.options[spec.name] = v;
          if (spec.name === "players") draw();
        }))),
      el("fieldset", { class: "seats-form" }, el("legend", {}, t("web.lobby.seats")),
        state.seats.map((kind, i) => el("div", { class: "seat-row" },
          el("label", { class: "sit" }, el("input", { type: "radio", name: "sit", value: i, checked: state.sit === i,
            onchange: () => { state.sit = i; state.seats[i] = "person"; draw(); } }), t("web.lobby.sit")),
          el("label", { for: `seat-${i}` }, t("web.lobby.seat", { seat: num(i) })),
          el("select", { id: `seat-${i}`, name: `seat-${i}`, disabled: state.sit === i,
            onchange: (e) => { state.seats[i] = e.target.value; } },
            el("option", { value: "person", selected: kind === "person" }, t("web.lobby.person")),
            catalog.bot_kinds.map((b) => el("option", { value: `bot:${b}`, selected: kind === `bot:${b}` },
              t("web.lobby.bot", { level: t(`web.bot.${b}`) }))))))),
      el("div", { class: "option" }, el("label", { for: "name" }, t("web.lobby.name")),
        el("input", { id: "name", name: "name", maxlength: 40, value: state.name, autocomplete: "nickname",
          oninput: (e) => { state.name = e.target.value; } })),
      error,
      el("button", { type: "submit", class: "primary", id: "create" }, t("web.lobby.create")));
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    const options = { ...state.options };
    if (!game().options.some((o) => o.name === "players")) delete options.players;
    const body = {
      game: state.game, preset: state.preset || null, options,
      seats: state.seats.map((s) => (s === "person" ? { kind: "person" } : { kind: "bot", bot: s.slice(4) })),
      sit: state.sit,
    };
    if (state.name.trim()) {
      body.name = state.name.trim();
      localStorage.setItem("cardtable.name", body.name);
    }
    try {
      const created = await api("POST", `/api/tables?lang=${encodeURIComponent(lang())}`, body);
      const code = created.table.code;
      saveSeat(code, { seat: created.seat, token: created.seat_token, host: created.host_token });
      navigate(`/t/${code}`);
    } catch (err) {
      error.textContent = err.message;
    }
  });

  const codeInput = el("input", { id: "join-code", name: "code", autocomplete: "off", spellcheck: "false" });
  const joinError = el("p", { class: "error", role: "alert" });
  const join = el("form", { class: "join-form", onsubmit: (event) => {
    event.preventDefault();
    const code = normaliseCode(codeInput.value);
    if (!code) {
      joinError.textContent = t("web.lobby.bad_code");
      return;
    }
    navigate(`/t/${code}`);
  } }, el("h2", {}, t("web.lobby.join_heading")),
  el("label", { for: "join-code" }, t("web.lobby.code")), codeInput, joinError,
  el("button", { type: "submit" }, t("web.lobby.join")));

  draw();
  root.replaceChildren(el("div", { class: "lobby" }, form, join));
}
