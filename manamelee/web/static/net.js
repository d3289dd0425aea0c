// The live link to a table: a WebSocket that reconnects with the seat's token, REST as the fallback.
//
// Server messages (manamelee/server/diffs.py): {"type": "state", "v": N, "state": envelope} a full snapshot (on
// connect and on request), {"type": "diff", "v": N, "base": N-1, "ops": [...]} what changed since version N-1,
// {"type": "ack", ...} an answer stored, {"type": "error", "message": str}.
// Client messages: {"type": "answer", "decision": id, "option": index}, {"type": "concede"} and
// {"type": "snapshot"} (sent when a diff doesn't follow the version this client has).

const MAX_DELAY_MS = 3000;
const POLL_MS = 2000;

/** `doc` changed by the ops of a diff (a new document; `doc` is left as it was). Ops: ["set", path, value],
 * ["del", path], ["splice", path, start, count, items]; a path lists keys and indexes from the root. Throws on
 * an op that doesn't fit `doc` (the caller then asks for a snapshot). */
export function applyOps(doc, ops) {
  let root = structuredClone(doc);
  for (const op of ops) {
    const [kind, path] = op;
    if (!Array.isArray(path)) throw new Error("bad diff path");
    if (kind === "set" && path.length === 0) { root = structuredClone(op[2]); continue; }
    let parent = root;
    for (const key of path.slice(0, -1)) {
      parent = parent[key];
      if (parent === null || typeof parent !== "object") throw new Error(`diff path ${path.join(".")} not found`);
    }
    const last = path[path.length - 1];
    if (kind === "set") {
      if (Array.isArray(parent) && !(last >= 0 && last < parent.length)) throw new Error("diff index out of range");
      parent[last] = structuredClone(op[2]);
    } else if (kind === "del") {
      if (!(last in parent)) throw new Error(`diff key ${path.join(".")} not found`);
      delete parent[last];
    } else if (kind === "splice") {
      const list = path.length ? parent[last] : root;
      const [start, count, items] = [op[2], op[3], op[4]];
      if (!Array.isArray(list) || start < 0 || start + count > list.length) throw new Error("diff splice doesn't fit");
      list.splice(start, count, ...structuredClone(items));
    } else {
      throw new Error(`unknown diff op ${kind}`);
    }
  }
  return root;
}

export class TableLink {
  /** `handlers`: onState(envelope), onError(message), onStatus("connecting"|"live"|"reconnecting"|"polling"). */
  constructor(tableId, token, lang, handlers) {
    this.tableId = tableId;
    this.token = token;
    this.lang = lang;
    this.h = handlers;
    this.ws = null;
    this.failures = 0;
    this.closed = false;
    this.pollTimer = null;
    this.retryTimer = null;
    this.env = null;          // the envelope of version this.v, as the server's diffs build it
    this.v = null;
    this.resyncing = false;
  }

  /** Take one state message: a snapshot, or a diff applied to the envelope this client has. A diff whose
   * base isn't our version (or doesn't fit) asks the server for a snapshot and waits for it. */
  receive(ws, msg) {
    if (msg.type === "state") {
      this.env = msg.state;
      this.v = msg.v;
      this.resyncing = false;
      this.h.onState(this.env);
      return;
    }
    if (this.resyncing) return;
    let next = null;
    if (this.env !== null && msg.base === this.v) {
      try { next = applyOps(this.env, msg.ops); } catch (e) { next = null; }
    }
    if (next === null) {
      this.resyncing = true;
      ws.send(JSON.stringify({ type: "snapshot" }));
      return;
    }
    this.env = next;
    this.v = msg.v;
    this.h.onState(next);
  }

  query() {
    const q = new URLSearchParams({ lang: this.lang });
    if (this.token) q.set("token", this.token);
    return q.toString();
  }

  /** Open the WebSocket (the server sends the state on connect). */
  connect() {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    if (!this.pollTimer) this.h.onStatus(this.failures ? "reconnecting" : "connecting");
    let ws;
    try {
      ws = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(this.tableId)}?${this.query()}`);
    } catch (e) {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    this.env = null;
    this.v = null;
    this.resyncing = false;
    ws.onopen = () => { this.failures = 0; this.stopPolling(); this.h.onStatus("live"); };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (this.ws !== ws) return;
      if (msg.type === "state" || msg.type === "diff") this.receive(ws, msg);
      else if (msg.type === "error") this.h.onError(msg.message || "error");
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      // 4xxx close codes are the server refusing us (unknown table, bad token): say so, keep trying slowly.
      if (ev.code >= 4000 && ev.reason) this.h.onError(ev.reason);
      this.scheduleRetry();
    };
  }

  scheduleRetry() {
    this.failures += 1;
    if (this.failures >= 3) this.startPolling();
    else this.h.onStatus("reconnecting");
    const delay = Math.min(MAX_DELAY_MS, 200 * 2 ** this.failures);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  startPolling() {
    if (this.pollTimer) return;
    this.h.onStatus("polling");
    const poll = () => this.fetchState().catch(() => {});
    poll();
    this.pollTimer = setInterval(poll, POLL_MS);
  }

  stopPolling() {
    clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** GET the state envelope over REST. */
  async fetchState() {
    const resp = await fetch(`/api/tables/${encodeURIComponent(this.tableId)}/state?${this.query()}`, { cache: "no-store" });
    const body = await resp.json().catch(() => ({}));
    if (!resp.ok) throw new Error(body.error || body.detail || `HTTP ${resp.status}`);
    this.h.onState(body);
    return body;
  }

  /** Answer decision `decision` with option `option`: over the WebSocket when open, else REST. */
  async answer(decision, option) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify({ type: "answer", decision, option }));
      return;
    }
    await this.post("answer", { token: this.token, decision, option });
  }

  /** Concede (104.3a). */
  async concede() {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify({ type: "concede" }));
      return;
    }
    await this.post("concede", { token: this.token });
  }

  async post(what, body) {
    const resp = await fetch(`/api/tables/${encodeURIComponent(this.tableId)}/${what}?lang=${this.lang}`, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    const data = await resp.json().catch(() => ({}));
    if (!resp.ok) { this.h.onError(data.error || data.detail || `HTTP ${resp.status}`); return; }
    if (data && data.view) this.h.onState(data);
  }

  /** Switch language: reconnect so that prompts and log come translated. */
  setLang(lang) {
    this.lang = lang;
    if (this.ws) { const ws = this.ws; this.ws = null; ws.close(); }
    this.failures = 0;
    this.connect();
    if (this.pollTimer) this.fetchState().catch(() => {});
  }

  close() {
    this.closed = true;
    this.stopPolling();
    clearTimeout(this.retryTimer);
    if (this.ws) this.ws.close();
  }
}
