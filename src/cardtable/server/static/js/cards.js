// Cards drawn as SVG made here: the index (rank and suit) in two corners and a large suit in the
// middle; red hearts and diamonds, black spades and clubs; a patterned back for a face-down card.
// A face-down card carries nothing that could tell which card it is: not in the drawing, not in
// an attribute (the server never sends it anyway).

import { t } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";
export const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);
const CARD_RE = /^(10|[2-9TJQKA])([SHDC])$/;

export function parseCard(code) {
  if (code === "JK") return { joker: true };
  const m = CARD_RE.exec(code || "");
  if (!m) return null;
  return { rank: m[1] === "10" ? "T" : m[1], suit: m[2] };
}

export function rankFace(rank) {
  return rank === "T" ? "10" : rank;
}

/** The printed index, e.g. "10♥". */
export function cardFace(code) {
  const c = parseCard(code);
  if (!c) return code;
  if (c.joker) return "Jk";
  return rankFace(c.rank) + SUIT_SYMBOL[c.suit];
}

/** The spoken name in the page's language ("jack of hearts", "سرباز دل"). */
export function cardName(code) {
  const c = parseCard(code);
  if (!c) return code;
  if (c.joker) return t("common.card.joker");
  return t("common.card.name", {
    rank: t(`common.rank.${c.rank}`),
    suit_name: t(`common.suit.${c.suit}`),
  });
}

export function isRed(code) {
  const c = parseCard(code);
  return Boolean(c && c.suit && RED.has(c.suit));
}

function node(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
  if (text !== undefined) n.textContent = text;
  return n;
}

/** An SVG drawing of a card; `code` null draws the back. Always aria-hidden: the element that
 * holds it carries the spoken name. */
export function cardSvg(code) {
  const svg = node("svg", { viewBox: "0 0 100 140", class: "card-svg", "aria-hidden": "true",
    focusable: "false" });
  if (code === null) {
    svg.append(node("rect", { x: 2, y: 2, width: 96, height: 136, rx: 9, class: "back" }));
    svg.append(node("rect", { x: 10, y: 10, width: 80, height: 120, rx: 5, class: "back-inner" }));
    for (let i = 0; i < 6; i += 1) {
      svg.append(node("path", { d: `M50 ${22 + i * 17} l10 8 l-10 8 l-10 -8 z`, class: "back-pip" }));
    }
    return svg;
  }
  const c = parseCard(code);
  svg.append(node("rect", { x: 2, y: 2, width: 96, height: 136, rx: 9, class: "face" }));
  if (!c) return svg;
  if (c.joker) {
    svg.append(node("text", { x: 50, y: 84, "text-anchor": "middle", class: "joker" }, "★"));
    svg.append(node("text", { x: 12, y: 28, class: "index joker-index" }, "JK"));
    return svg;
  }
  const colour = RED.has(c.suit) ? "red" : "black";
  svg.setAttribute("class", `card-svg ${colour}`);
  const rank = rankFace(c.rank);
  const suit = SUIT_SYMBOL[c.suit];
  svg.append(node("text", { x: 9, y: 30, class: "index" }, rank));
  svg.append(node("text", { x: 10, y: 52, class: "index-suit" }, suit));
  const corner = node("g", { transform: "rotate(180 50 70)" });
  corner.append(node("text", { x: 9, y: 30, class: "index" }, rank));
  corner.append(node("text", { x: 10, y: 52, class: "index-suit" }, suit));
  svg.append(corner);
  const court = "JQK".includes(c.rank);
  svg.append(node("text", { x: 54, y: 92, "text-anchor": "middle",
    class: court ? "court" : "pip" }, court ? rank : suit));
  if (court) svg.append(node("text", { x: 54, y: 116, "text-anchor": "middle", class: "court-suit" }, suit));
  return svg;
}
