// The live link to a table: a WebSocket that reconnects with the seat's token, REST as the fallback.
//
// Server messages: {"type": "state", "state": envelope} and {"type": "error", "message": str}.
// Client messages: {"type": "answer", "decision": id, "option": index} and {"type": "concede"}.

const MAX_DELAY_MS = 3000;
const POLL_MS = 2000;

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
    ws.onopen = () => { this.failures = 0; this.stopPolling(); this.h.onStatus("live"); };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (msg.type === "state") this.h.onState(msg.state);
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
