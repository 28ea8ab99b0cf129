// HTTP calls to the table server (docs/server.md). Errors come back as {code, message}.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function api(method, path, body, token) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let answer;
  try {
    answer = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new ApiError(0, "network", String(err));
  }
  const data = await answer.json().catch(() => null);
  if (!answer.ok) {
    const detail = data && data.detail;
    if (detail && typeof detail === "object" && !Array.isArray(detail)) {
      throw new ApiError(answer.status, detail.code, detail.text || detail.message);
    }
    const message = Array.isArray(detail) ? detail.map((d) => `${(d.loc || []).join(".")}: ${d.msg}`).join("; ") : String(detail);
    throw new ApiError(answer.status, "invalid", message);
  }
  return data;
}

/** Tokens for the tables this browser sits at: code -> {seat, token, host}. */
export function savedSeat(code) {
  try {
    return JSON.parse(localStorage.getItem(`cardtable.table.${code}`) || "null");
  } catch {
    return null;
  }
}

export function saveSeat(code, entry) {
  localStorage.setItem(`cardtable.table.${code}`, JSON.stringify(entry));
}

/** "k7q-x2m", a pasted invite link... -> "K7QX2M", or null. */
export function normaliseCode(raw) {
  const text = String(raw || "").trim();
  const fromLink = /\/t\/([A-Za-z0-9-]+)/.exec(text);
  const code = (fromLink ? fromLink[1] : text).replace(/[\s-]/g, "").toUpperCase();
  return /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/.test(code) ? code : null;
}

export function showCode(code) {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
