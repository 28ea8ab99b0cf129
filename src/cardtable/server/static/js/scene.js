// Renders any table scene (docs/scene.md) as the viewer's table: seats around it, zones with
// their cards, the controls tied to cards, slots, buttons, pickers and selections, the facts,
// the log, the result panel and the score sheet. Nothing here knows a game: a new game's scene
// draws without a change to this file.

import { el, append } from "./dom.js";
import { cardFace, cardName, cardSvg, isRed, parseCard, SUIT_SYMBOL } from "./cards.js";
import { num, t } from "./i18n.js";

/** A scene text (already rendered by the server in the page's language) as nodes: card and
 * suit parts become small coloured faces with their spoken names, isolated with <bdi>. */
export function words(text) {
  if (!text) return "";
  if (!text.parts) return text.text ?? text.id;
  return text.parts.map((part) => {
    if (part.kind === "card" && part.value) {
      return el("bdi", { class: `cardref ${isRed(part.value) ? "red" : "black"}` },
        el("span", { "aria-hidden": "true" }, cardFace(part.value)),
        el("span", { class: "sr-only" }, part.name || cardName(part.value)));
    }
    if (part.kind === "suit" && part.value) {
      const red = part.value === "H" || part.value === "D";
      return el("bdi", { class: `cardref ${red ? "red" : "black"}` },
        el("span", { "aria-hidden": "true" }, SUIT_SYMBOL[part.value] || part.text),
        el("span", { class: "sr-only" }, part.name || part.text));
    }
    if (part.kind === "cards") return el("bdi", { class: "notation" }, part.text);
    return part.text;
  });
}

function plain(text) {
  if (!text) return "";
  return text.text ?? text.id;
}

/** Index the controls by where a person points: "zone#index" -> point controls there. */
function pointIndex(controls) {
  const byTarget = new Map();
  for (const control of controls) {
    if (control.kind !== "card" && control.kind !== "slot") continue;
    const key = `${control.target.zone}#${control.target.index}`;
    if (!byTarget.has(key)) byTarget.set(key, []);
    byTarget.get(key).push(control);
  }
  return byTarget;
}

/** Targets of select-then-confirm controls: "zone#index" -> [select control ids]. */
function selectIndex(controls) {
  const byTarget = new Map();
  for (const control of controls) {
    if (control.kind !== "select") continue;
    for (const selection of control.selections) {
      for (const target of selection.targets) {
        const key = `${target.zone}#${target.index}`;
        if (!byTarget.has(key)) byTarget.set(key, new Set());
        byTarget.get(key).add(control.id);
      }
    }
  }
  return byTarget;
}

export class SceneView {
  /** @param {{act: (action: string) => void, seatName: (index: number, fallback: string) => string}} host */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    this.selected = new Map(); // select control id -> Set of "zone#index"
    this.picks = new Map(); // picker id -> {field: value}
    this.menu = null; // "zone#index" whose action menu is open
    this.scene = null;
  }

  render(scene, { yourTurn, busy }) {
    const changedHand = !this.scene || this.scene.hand_number !== scene.hand_number;
    if (changedHand) {
      this.selected.clear();
      this.picks.clear();
    }
    this.scene = scene;
    this.busy = busy;
    this.lastYourTurn = yourTurn;
    this.points = pointIndex(scene.controls);
    this.selectTargets = selectIndex(scene.controls);
    const viewer = scene.viewer;
    const seats = new Map(scene.seats.map((s) => [s.index, s]));
    const order = this.seatOrder(scene);

    const others = order.filter((i) => i !== viewer);
    const top = el("section", { class: "others", "aria-label": t("web.table.facts") },
      others.map((i) => this.seatBox(seats.get(i), scene)));
    const centre = el("section", { class: "centre" },
      scene.zones.filter((z) => z.owner === null).map((z) => this.zone(z)));
    const mine = viewer === null ? null : el("section", { class: "mine" },
      this.seatBox(seats.get(viewer), scene, true));

    const status = el("div", { class: `status${yourTurn ? " your-turn" : ""}`, role: "status" },
      yourTurn ? el("strong", { class: "turn-flag" }, t("web.table.your_turn")) : null,
      el("span", {}, words(scene.status)),
      scene.prompt ? el("span", { class: "prompt" }, words(scene.prompt)) : null);

    const actions = this.actionBar(scene);
    const side = el("aside", { class: "side" }, this.facts(scene), this.log(scene), this.sheet(scene));
    const result = scene.result ? this.result(scene.result) : null;

    const table = el("div", { class: "table-grid" }, status, top, centre, mine, actions, result, side);
    this.root.replaceChildren(table);
  }

  /** Seats from the viewer round the table (the viewer last, drawn at the bottom). */
  seatOrder(scene) {
    const indexes = scene.seats.map((s) => s.index);
    const start = scene.viewer === null ? 0 : indexes.indexOf(scene.viewer);
    return indexes.slice(start + 1).concat(indexes.slice(0, start + 1));
  }

  seatBox(seat, scene, mine = false) {
    if (!seat) return null;
    const name = this.host.seatName(seat.index, plain(seat.name));
    const relation = seat.relation === "other" ? null : t(`web.seat.${seat.relation}`);
    const head = el("header", { class: "seat-head" },
      el("span", { class: "seat-name" }, el("bdi", {}, name)),
      relation && !mine ? el("span", { class: `relation ${seat.relation}` }, relation) : null,
      seat.dealer ? el("span", { class: "badge dealer", title: t("web.seat.dealer") }, t("web.seat.dealer")) : null,
      seat.to_act ? el("span", { class: "badge to-act" }, t("web.seat.to_act")) : null,
      seat.badges.map((b) => el("span", { class: "badge" }, words(b))),
      seat.score === null ? null : el("span", { class: "score" },
        `${t("web.seat.score")} `, el("bdi", {}, num(seat.score))));
    const zones = scene.zones.filter((z) => z.owner === seat.index).map((z) => this.zone(z));
    const cls = `seat ${seat.relation}${seat.to_act ? " acting" : ""}${mine ? " me" : ""}`;
    return el("article", { class: cls, "aria-label": name }, head, zones);
  }

  zone(zone) {
    const label = el("h3", { class: "zone-label" }, words(zone.label));
    const body = el("div", { class: `zone-body kind-${zone.kind}` });
    if (zone.kind === "grid" && zone.cols) body.style.setProperty("--cols", zone.cols);
    body.style.setProperty("--n", zone.cards.length);
    zone.cards.forEach((card, index) => body.append(this.position(zone, card, index)));
    if (zone.count !== null && zone.count !== undefined && zone.cards.length === 0) {
      // A pile shown by its size (a stock, another player's unseen hand, tricks won).
      body.append(el("div", { class: "pile-count" }, zone.count > 0 ? cardBack() : null,
        el("bdi", { class: "count" }, num(zone.count))));
    }
    const entries = zone.entries.length ? el("ol", { class: "entries" }, zone.entries.map((e) =>
      el("li", {}, e.seat === null ? null : el("b", {}, el("bdi", {}, this.seatLabel(e.seat)), " "),
        words(e.text)))) : null;
    const note = zone.note ? el("p", { class: "zone-note" }, words(zone.note)) : null;
    const marks = zone.marks.map((m) => `zone-${m}`).join(" ");
    return el("section", { class: `zone ${marks}`, "data-zone": zone.id }, label, body, entries, note);
  }

  position(zone, card, index) {
    const key = `${zone.id}#${index}`;
    const controls = this.points.get(key) || [];
    const selectable = this.selectTargets.get(key);
    if (card === null) {
      // A hole keeps the other positions in place; a slot control may still point at it.
      const hole = el("span", { class: "card hole", role: "img", "aria-label": t("web.card.hole") });
      return controls.length ? this.pointable(hole, controls, key, t("web.card.hole")) : hole;
    }
    const faceUp = card.code !== null;
    // A face-down card the viewer knows is drawn face up with an eye; the label says so too.
    const known = faceUp && card.marks.includes("known");
    const name = faceUp ? cardName(card.code) : t("web.card.down");
    const seen = known ? t("web.card.known", { card: name }) : name;
    const by = card.by === null || card.by === undefined ? null : this.seatLabel(card.by);
    const marks = card.marks.map((m) => `mark-${m}`).join(" ");
    const picked = [...this.selected.values()].some((set) => set.has(key));
    const cls = `card ${faceUp ? (isRed(card.code) ? "red" : "black") : "down"} ${marks}${picked ? " mark-selected" : ""}`;
    const label = by ? `${seen} (${by})` : seen;
    const drawing = el("span", { class: "card-art" });
    drawing.append(cardSvg(faceUp ? card.code : null));
    const inner = [drawing, by ? el("bdi", { class: "by" }, by) : null];
    if (controls.length) {
      return this.pointable(el("span", { class: cls }, inner), controls, key, label, selectable, picked);
    }
    if (selectable) {
      return el("button", { class: `${cls} pointable`, type: "button", "aria-label": label,
        "aria-pressed": picked ? "true" : "false", disabled: this.busy, "data-target": key,
        onclick: () => this.toggleSelect(key, selectable) }, inner);
    }
    return el("span", { class: cls, role: "img", "aria-label": label }, inner);
  }

  /** A card or slot tied to actions. A position that is also a target of a select-then-confirm
   * group (a slot one may both replace and pick for a swap) gets a menu with a "select" entry
   * as well, so that both ways of using it stay reachable. */
  pointable(face, controls, key, label, selectable = null, picked = false) {
    const urgent = controls.some((c) => c.out_of_turn);
    if (controls.length === 1 && !selectable) {
      const control = controls[0];
      return el("button", {
        class: `${face.className} pointable${urgent ? " urgent" : ""}`, type: "button",
        "aria-label": `${plain(control.label)}: ${label}`, title: plain(control.label),
        disabled: this.busy, onclick: () => this.host.act(control.action),
      }, [...face.childNodes]);
    }
    // Several ways to use the same card or slot: a small menu of them.
    const open = this.menu === key;
    const button = el("button", {
      class: `${face.className} pointable${urgent ? " urgent" : ""}`, type: "button",
      "aria-label": `${t("web.table.more")}: ${label}`, "aria-expanded": open ? "true" : "false",
      "data-target": selectable ? key : null, disabled: this.busy,
      onclick: () => { this.menu = open ? null : key; this.redraw(); },
    }, [...face.childNodes]);
    if (!open) return button;
    const items = controls.map((c) =>
      el("button", { type: "button", role: "menuitem", onclick: () => { this.menu = null; this.host.act(c.action); } },
        words(c.label)));
    if (selectable) {
      const groups = this.scene.controls.filter((c) => c.kind === "select" && selectable.has(c.id));
      items.push(el("button", {
        type: "button", role: "menuitemcheckbox", class: "select-toggle", "aria-checked": picked ? "true" : "false",
        onclick: () => { this.menu = null; this.toggleSelect(key, selectable); },
      }, `${picked ? "✓ " : ""}`, groups.map((g, i) => [i ? " / " : "", words(g.label)])));
    }
    const menu = el("span", { class: "menu", role: "menu" }, items);
    return el("span", { class: "menu-anchor" }, button, menu);
  }

  toggleSelect(key, controlIds) {
    for (const id of controlIds) {
      if (!this.selected.has(id)) this.selected.set(id, new Set());
      const set = this.selected.get(id);
      if (set.has(key)) set.delete(key); else set.add(key);
    }
    this.redraw();
  }

  /** A seat as people read it: the person's name, else the scene's label for it. */
  seatLabel(index) {
    const seat = this.scene && this.scene.seats.find((s) => s.index === index);
    return this.host.seatName(index, seat ? plain(seat.name) : String(index));
  }

  redraw() {
    if (this.scene) this.render(this.scene, { yourTurn: this.lastYourTurn, busy: this.busy });
  }

  actionBar(scene) {
    const bar = el("section", { class: "actions", "aria-label": t("web.table.more") });
    const buttons = scene.controls.filter((c) => c.kind === "button");
    for (const control of buttons) {
      bar.append(el("button", {
        type: "button", class: `action${control.out_of_turn ? " urgent" : ""}`, disabled: this.busy,
        onclick: () => this.host.act(control.action),
      }, words(control.label), control.out_of_turn ? el("small", {}, ` · ${t("web.table.any_time")}`) : null));
    }
    for (const control of scene.controls) {
      if (control.kind === "picker") bar.append(this.picker(control));
      if (control.kind === "select") bar.append(this.selectConfirm(control));
    }
    return bar.childNodes.length ? bar : null;
  }

  picker(control) {
    const picks = this.picks.get(control.id) || {};
    this.picks.set(control.id, picks);
    const consistent = (values) => control.choices.filter((choice) =>
      Object.entries(values).every(([f, v]) => v === undefined || choice.values[f] === v));
    const fieldsets = control.fields.map((field) => {
      const others = { ...picks, [field.name]: undefined };
      const open = new Set(consistent(others).map((c) => c.values[field.name]));
      return el("fieldset", { class: "pick-field" }, el("legend", {}, words(field.label)),
        el("div", { class: "pick-options" }, field.options.map((option) => el("button", {
          type: "button", class: `pick${picks[field.name] === option.value ? " chosen" : ""}`,
          "aria-pressed": picks[field.name] === option.value ? "true" : "false",
          disabled: this.busy || !open.has(option.value),
          onclick: () => {
            picks[field.name] = picks[field.name] === option.value ? undefined : option.value;
            this.redraw();
          },
        }, words(option.label)))));
    });
    const chosen = control.choices.find((choice) => control.fields.every((f) => picks[f.name] === choice.values[f.name]));
    const confirm = el("button", {
      type: "button", class: "action confirm", disabled: this.busy || !chosen,
      onclick: () => { if (chosen) { this.picks.delete(control.id); this.host.act(chosen.action); } },
    }, t("web.table.confirm"), chosen ? el("bdi", { class: "notation" }, ` ${chosen.action}`) : null);
    return el("div", { class: `picker${control.out_of_turn ? " urgent" : ""}`, role: "group", "aria-label": plain(control.label) },
      el("h3", {}, words(control.label)), fieldsets, confirm);
  }

  selectConfirm(control) {
    const chosen = this.selected.get(control.id) || new Set();
    const match = control.selections.find((s) => s.targets.length === chosen.size
      && s.targets.every((tg) => chosen.has(`${tg.zone}#${tg.index}`)));
    return el("div", { class: `select-group${control.out_of_turn ? " urgent" : ""}`, role: "group", "aria-label": plain(control.label) },
      el("span", {}, words(control.label)),
      el("button", { type: "button", class: "action confirm", disabled: this.busy || !match,
        onclick: () => { if (match) { this.selected.delete(control.id); this.host.act(match.action); } } },
      words(control.confirm)),
      chosen.size ? el("button", { type: "button", class: "action", onclick: () => { this.selected.delete(control.id); this.redraw(); } },
        t("web.table.cancel")) : null);
  }

  facts(scene) {
    if (!scene.facts.length) return null;
    return el("section", { class: "facts" }, el("h2", {}, t("web.table.facts")),
      el("dl", {}, scene.facts.map((f) => [el("dt", {}, words(f.label)), el("dd", {}, words(f.value))])));
  }

  log(scene) {
    if (!scene.log.length) return null;
    return el("section", { class: "log" }, el("h2", {}, t("web.table.log")),
      el("ol", {}, scene.log.map((e) => el("li", {},
        e.seat === null ? null : el("b", {}, el("bdi", {}, this.seatLabel(e.seat)), " "),
        words(e.text)))));
  }

  sheet(scene) {
    const sheet = scene.score_sheet;
    if (!sheet || !sheet.rows.length) return null;
    return el("details", { class: "sheet" }, el("summary", {}, t("web.table.sheet")),
      el("table", {},
        el("thead", {}, el("tr", {}, el("th", {}, t("web.table.hand")), sheet.columns.map((c) => el("th", {}, words(c))))),
        el("tbody", {}, sheet.rows.map((row) => el("tr", {}, el("th", {}, num(row.hand)),
          row.points.map((p, i) => el("td", {}, el("bdi", {}, num(p)), el("small", {}, " · ", el("bdi", {}, num(row.totals[i]))))))))));
  }

  result(panel) {
    const table = el("table", { class: "result-table" },
      el("thead", {}, el("tr", {}, el("th", {}), panel.columns.map((c) => el("th", {}, words(c))))),
      el("tbody", {}, panel.rows.map((row) => el("tr", {},
        el("th", { scope: "row" }, words(row.label), row.detail ? el("div", { class: "detail" }, words(row.detail)) : null),
        row.values.map((v, i) => el("td", { class: row.winners.includes(i) ? "won" : "" },
          v === null ? "" : el("bdi", {}, num(v))))))));
    const zones = panel.zones.map((z) => this.zone(z));
    return el("section", { class: `result result-${panel.kind}`, "aria-live": "polite" },
      el("h2", {}, words(panel.title)), table,
      panel.notes.length ? el("ul", { class: "notes" }, panel.notes.map((n) => el("li", {}, words(n)))) : null,
      zones.length ? el("div", { class: "revealed" }, zones) : null);
  }
}

function cardBack() {
  const span = el("span", { class: "card down small", "aria-hidden": "true" });
  span.append(cardSvg(null));
  return span;
}

export { parseCard };
