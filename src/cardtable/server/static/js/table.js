// A table page (/t/CODE): take a seat or watch, then play over the WebSocket (docs/server.md).
// The connection comes back by itself after a network drop or a reload: the seat token is kept
// in localStorage, and an action sent without an ack is sent again with the same seq, which the
// server recognises so it is never applied twice.

import { api, ApiError, saveSeat, savedSeat, showCode } from "./api.js";
import { announce, clear, el } from "./dom.js";
import { lang, num, t } from "./i18n.js";
import { SceneView } from "./scene.js";

const FATAL = new Set([4401, 4404, 4409, 4429]);

/** Who holds a taken seat in the waiting room: a name, a bot level, or "a person" (a person
 * who gave no name: each page says it in its own language). */
function takenBy(seat) {
  if (seat.name) return seat.name;
  return seat.kind === "bot" ? t(`web.bot.${seat.bot}`) : t("web.lobby.person");
}

export class TablePage {
  constructor(root, code, navigate) {
    this.root = root;
    this.code = code;
    this.navigate = navigate;
    this.ws = null;
    this.seat = null;
    this.host = false;
    this.table = null;
    this.update = null;
    this.pending = null; // {seq, action} sent and not yet acknowledged
    this.retry = 0;
    this.closed = false;
    this.message = "";
    this.header = el("div", { class: "table-header" });
    this.banner = el("p", { class: "banner", role: "alert" });
    this.body = el("div", { class: "table-body" });
    this.view = new SceneView(this.body, {
      act: (action) => this.act(action),
      seatName: (index, fallback) => this.seatName(index, fallback),
    });
  }

  async open() {
    try {
      this.table = await api("GET", `/api/tables/${this.code}?lang=${encodeURIComponent(lang())}`);
    } catch (err) {
      const text = err instanceof ApiError && err.status === 404 ? t("web.error.no_table") : t("web.error.network");
      this.root.replaceChildren(el("div", { class: "notice" }, el("p", { role: "alert" }, text),
        el("a", { href: "/", "data-nav": "" }, t("web.table.lobby"))));
      return;
    }
    this.root.replaceChildren(el("div", { class: "table-page" }, this.header, this.banner, this.body));
    this.drawHeader();
    const saved = savedSeat(this.code);
    if (saved && (saved.token || saved.host)) this.connect();
    else this.drawSeatChoice();
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }

  seatName(index, fallback) {
    const seat = this.table && this.table.seats[index];
    if (!seat) return fallback;
    if (seat.kind === "person" && seat.name) return seat.name;
    if (seat.kind === "bot") return `${fallback} (${t(`web.bot.${seat.bot}`)})`;
    return fallback;
  }

  drawHeader() {
    const link = `${location.origin}/t/${this.code}`;
    const copied = el("span", { class: "copied", role: "status" });
    // The rules are put in the page only while they are open: they quote example cards.
    const showRules = () => {
      const rules = el("dialog", { class: "rules-dialog", onclose: () => rules.remove() },
        el("h2", {}, t("web.table.rules")), el("pre", { class: "rules" }, this.table.rules),
        el("form", { method: "dialog" }, el("button", { type: "submit" }, t("web.table.close"))));
      document.body.append(rules);
      rules.showModal();
    };
    clear(this.header).append(
      el("h1", {}, this.table.title),
      el("div", { class: "invite" },
        el("span", {}, t("web.table.invite"), " "),
        el("bdi", { class: "code" }, t("web.table.code", { code: showCode(this.code) })),
        el("input", { class: "link", readonly: true, value: link, "aria-label": t("web.table.invite") }),
        el("button", { type: "button", onclick: async () => {
          try { await navigator.clipboard.writeText(link); } catch { /* no clipboard: the link is selectable */ }
          copied.textContent = t("web.table.copied");
        } }, t("web.table.copy")), copied),
      el("button", { type: "button", class: "rules-button", onclick: showRules }, t("web.table.rules")));
  }

  drawSeatChoice() {
    const name = el("input", { id: "seat-name", maxlength: 40, value: localStorage.getItem("cardtable.name") || "",
      autocomplete: "nickname" });
    const error = el("p", { class: "error", role: "alert" });
    const open = this.table.seats.filter((s) => s.kind === "person" && !s.taken);
    clear(this.body).append(el("section", { class: "seat-choice" },
      el("h2", {}, this.table.status === "waiting" ? t("web.table.waiting") : t("web.table.spectator")),
      el("label", { for: "seat-name" }, t("web.lobby.name")), name,
      el("ul", { class: "seat-list" }, this.table.seats.map((s) => el("li", {},
        el("bdi", {}, s.taken ? takenBy(s) : t("web.table.open_seat")), " ",
        el("span", {}, t("web.lobby.seat", { seat: num(s.seat) })), " ",
        s.kind === "person" && !s.taken ? el("button", { type: "button", class: "primary", onclick: async () => {
          try {
            const body = name.value.trim() ? { name: name.value.trim() } : {};
            if (body.name) localStorage.setItem("cardtable.name", body.name);
            const taken = await api("POST", `/api/tables/${this.code}/seats/${s.seat}`, body);
            saveSeat(this.code, { seat: taken.seat, token: taken.seat_token, host: null });
            this.connect();
          } catch (err) {
            error.textContent = err.message;
          }
        } }, t("web.table.take")) : null))),
      error,
      el("button", { type: "button", onclick: () => this.connect(true) }, t("web.table.watch")),
      open.length === 0 ? null : null));
  }

  connect(spectator = false) {
    const saved = spectator ? null : savedSeat(this.code);
    const token = saved ? saved.token || saved.host : null;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/tables/${this.code}`);
    this.ws = ws;
    ws.addEventListener("open", () => {
      const hello = { type: "hello", protocol: 1, lang: lang() };
      if (token) hello.token = token;
      ws.send(JSON.stringify(hello));
    });
    ws.addEventListener("message", (event) => this.receive(JSON.parse(event.data)));
    ws.addEventListener("close", (event) => {
      if (this.closed || ws !== this.ws) return;
      if (FATAL.has(event.code)) {
        this.banner.textContent = this.message || t("web.error.network");
        return;
      }
      this.banner.textContent = t("web.table.reconnecting");
      this.retry = Math.min(this.retry + 1, 6);
      setTimeout(() => { if (!this.closed) this.connect(spectator); }, 250 * 2 ** (this.retry - 1));
    });
  }

  receive(message) {
    switch (message.type) {
      case "welcome":
        this.seat = message.seat;
        this.host = message.host;
        // The welcome's table is data; keep the title as the page's language writes it.
        this.table = { ...message.table, title: this.table ? this.table.title : message.table.title };
        this.retry = 0;
        this.banner.textContent = "";
        this.drawHeader();
        break;
      case "update": {
        const first = this.update === null;
        this.update = message;
        this.table.seats = message.seats;
        this.table.status = message.status;
        if (this.pending && this.pending.seq === message.seq) {
          // Reconnected with an action the server may not have seen: send it again, same seq.
          this.ws.send(JSON.stringify({ type: "act", seq: this.pending.seq, action: this.pending.action }));
        } else {
          this.pending = null;
        }
        if (!first && message.your_turn) announce(t("web.table.your_turn"));
        this.draw();
        break;
      }
      case "seats":
        this.table.seats = message.seats;
        this.draw();
        break;
      case "ack":
        this.pending = null;
        break;
      case "error":
        this.message = message.text || message.message;
        if (message.code !== "stale") this.pending = null;
        if (message.code !== "stale" && message.code !== "rate_limited") {
          this.banner.textContent = this.message;
          announce(this.message);
        }
        this.draw();
        break;
      default:
        break;
    }
  }

  act(action) {
    if (!this.update || this.pending || !this.ws || this.ws.readyState !== WebSocket.OPEN) return;
    this.banner.textContent = "";
    this.pending = { seq: this.update.seq, action };
    this.ws.send(JSON.stringify({ type: "act", seq: this.update.seq, action }));
    this.draw();
  }

  draw() {
    const update = this.update;
    if (!update) return;
    const parts = [];
    if (update.status === "waiting") {
      parts.push(el("section", { class: "waiting" }, el("h2", {}, t("web.table.waiting")),
        el("ul", { class: "seat-list" }, update.seats.map((s) => el("li", {},
          el("span", {}, t("web.lobby.seat", { seat: num(s.seat) })), " ",
          el("bdi", {}, s.taken ? takenBy(s) : t("web.table.open_seat"))))),
        this.host ? el("button", { type: "button", class: "primary", id: "start",
          onclick: () => this.ws.send(JSON.stringify({ type: "start" })) }, t("web.table.start")) : null));
    }
    if (this.seat === null && update.status !== "waiting") {
      parts.push(el("p", { class: "spectator-note" }, t("web.table.spectator")));
    }
    const sceneRoot = el("div", { class: "scene-root" });
    parts.push(sceneRoot);
    if (update.result) parts.push(this.matchEnd(update));
    clear(this.body).append(...parts);
    // Which update the page shows: tests compare the page with that update's view.
    this.body.dataset.seq = String(update.seq);
    if (update.scene) {
      this.view.root = sceneRoot;
      this.view.render(update.scene, { yourTurn: update.your_turn, busy: Boolean(this.pending) });
    } else if (update.status !== "waiting") {
      sceneRoot.append(el("p", {}, t("web.table.no_scene")));
    }
  }

  /** A seat's label as the table draws it: a person's name, else the scene's (translated)
   * label for the seat. */
  sceneSeatName(update, index) {
    const seat = update.scene && update.scene.seats.find((s) => s.index === index);
    const label = seat ? (seat.name.text ?? seat.name.id) : num(index);
    return this.seatName(index, label);
  }

  matchEnd(update) {
    const names = update.result.winners.map((i) => this.sceneSeatName(update, i)).join(", ");
    return el("section", { class: "match-end", role: "dialog", "aria-label": t("web.match.over") },
      el("h2", {}, t("web.match.over")),
      el("p", {}, t("web.match.winners", { names })),
      el("ol", { class: "final-scores" }, update.result.scores.map((score, i) => el("li", {},
        el("bdi", {}, this.sceneSeatName(update, i)), ": ", el("bdi", {}, num(score))))),
      (this.host || this.seat !== null) ? el("button", { type: "button", class: "primary", id: "play-again",
        onclick: () => this.ws.send(JSON.stringify({ type: "play_again" })) }, t("web.match.again")) : null,
      el("a", { href: update.result.record, download: "" }, t("web.match.record")));
  }
}
