// retain viewer. Every stored text is set with textContent: nothing from the store is
// ever parsed as HTML. No dependencies, no build step.
"use strict";

const state = { project: "", scope: "", kind: "", status: "", q: "", selected: null, overview: null };
const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

function svg(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function when(ts) {
  if (ts === null || ts === undefined) return "—";
  return new Date(ts * 1000).toISOString().slice(0, 16).replace("T", " ");
}

async function api(path, body) {
  // Signed in by the session cookie (HttpOnly: this script never sees a secret).
  const opts = { headers: {}, credentials: "same-origin" };
  if (body !== undefined) {
    opts.method = "POST";
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const res = await fetch(path, opts);
  const data = await res.json().catch(() => ({ error: res.statusText }));
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

function toast(message, bad) {
  const t = $("toast");
  t.textContent = message;
  t.className = bad ? "bad" : "";
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 4000);
}

// -- sidebar --------------------------------------------------------------------------
function facet(listId, key, entries, allLabel) {
  const ul = $(listId);
  ul.replaceChildren();
  const item = (value, label, count) => {
    const b = el("button", {
      type: "button",
      class: state[key] === value ? "active" : "",
      onclick: () => { state[key] = value; refreshList(); renderFacets(); },
    }, el("span", { class: "label", text: label }), count === null ? null : el("span", { class: "count", text: String(count) }));
    b.dataset.value = value;
    ul.append(el("li", {}, b));
  };
  item("", allLabel, null);
  for (const [value, label, count] of entries) item(value, label, count);
}

function renderFacets() {
  const o = state.overview;
  if (!o) return;
  facet("facet-project", "project", o.projects.map((p) => [p.id, p.label, p.count]), "All projects");
  facet("facet-scope", "scope", Object.entries(o.scopes).map(([k, n]) => [k, k, n]), "Any scope");
  facet("facet-kind", "kind", Object.entries(o.kinds).map(([k, n]) => [k, k, n]), "Any kind");
  facet("facet-status", "status", Object.entries(o.statuses).filter(([, n]) => n).map(([k, n]) => [k, k, n]), "Any status");
}

async function loadOverview() {
  state.overview = await api("/api/overview");
  const o = state.overview;
  $("where").textContent = `${o.total} memories · ${o.database}`;
  renderFacets();
}

// -- list -------------------------------------------------------------------------------
function badges(m) {
  const out = [el("span", { class: `badge kind kind-${m.kind}`, text: m.kind })];
  out.push(el("span", { class: "badge scope", text: m.scope === "user" ? "user" : (m.project || "project") }));
  if (m.branch) out.push(el("span", { class: "badge branch", text: `branch ${m.branch} only` }));
  if (m.pinned) out.push(el("span", { class: "badge pinned", text: "pinned" }));
  if (m.status !== "live") out.push(el("span", { class: `badge status-${m.status}`, text: m.status }));
  if (m.valence === "failure") out.push(el("span", { class: "badge failure", text: "failure lesson" }));
  return out;
}

function meter(value) {
  const bar = el("span", { class: "fill" });
  bar.style.width = `${Math.round(value * 100)}%`;
  return el("span", { class: "meter", title: `confidence ${value.toFixed(2)}` }, bar);
}

function card(m) {
  return el("li", {
    class: `card status-${m.status}${state.selected === m.id ? " selected" : ""}`,
    "data-id": m.id,
    tabindex: 0,
    onclick: () => openMemory(m.id),
    onkeydown: (e) => { if (e.key === "Enter") openMemory(m.id); },
  },
  el("div", { class: "row" }, el("span", { class: "mid", text: `[${m.id}]` }), ...badges(m)),
  el("p", { class: "text", text: m.text }),
  el("div", { class: "row foot" }, meter(m.confidence),
    el("span", { class: "muted", text: `${m.n_success} ok · ${m.n_failure} failed · support ${m.support} · ${when(m.created_at)}` })));
}

let listSeq = 0;
async function refreshList() {
  const seq = ++listSeq;
  const params = new URLSearchParams();
  for (const k of ["q", "project", "scope", "kind", "status"]) if (state[k]) params.set(k, state[k]);
  const data = await api(`/api/memories?${params}`);
  if (seq !== listSeq) return; // a newer search is on its way
  const head = $("list-head");
  const shown = data.items.length < data.total ? `${data.items.length} of ${data.total}` : `${data.total}`;
  const noun = data.total === 1 ? "memory" : "memories";
  head.textContent = state.q ? `${shown} ${noun} ${data.total === 1 ? "matches" : "match"} “${state.q}”` : `${shown} ${noun}`;
  const list = $("list");
  list.replaceChildren(...data.items.map(card));
  if (!data.items.length) list.append(el("li", { class: "empty", text: state.q ? "Nothing relevant in memory." : "No memories here yet." }));
}

// -- one memory's story -----------------------------------------------------------------
function lineChart(points, width, height) {
  const box = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "line", role: "img", "aria-label": "confidence over outcomes" });
  const pad = 18;
  const n = points.length;
  const x = (i) => pad + (n === 1 ? 0 : (i * (width - 2 * pad)) / (n - 1));
  const y = (v) => height - pad - v * (height - 2 * pad);
  for (const v of [0, 0.5, 1]) {
    box.append(svg("line", { x1: pad, x2: width - pad, y1: y(v), y2: y(v), class: "grid" }));
    box.append(svg("text", { x: 2, y: y(v) + 4, class: "axis" }, v.toFixed(1)));
  }
  box.append(svg("polyline", { points: points.map((p, i) => `${x(i)},${y(p.confidence)}`).join(" "), class: "series" }));
  points.forEach((p, i) => {
    const dot = svg("circle", { cx: x(i), cy: y(p.confidence), r: 4, class: `dot ${p.outcome || "prior"}` });
    dot.append(svg("title", {}, `${p.outcome || "prior"} → ${p.confidence.toFixed(2)} (${when(p.at)})`));
    box.append(dot);
  });
  return box;
}

function facts(m, s) {
  const rows = [
    ["confidence", `${m.confidence.toFixed(2)} from ${m.n_success} ok / ${m.n_failure} failed outcomes (${m.trust} trust)`],
    ["support", `${m.support} observation${m.support === 1 ? "" : "s"}; used ${m.n_used}×, injected ${m.n_injected}×`],
    ["believed", `from ${when(m.valid_from)}${m.valid_to ? ` until ${when(m.valid_to)}` : " (still current)"}`],
    ["staleness", `${s.days_since_use} days since last use; strength ${s.strength.toFixed(2)}${s.decays ? "" : " (does not decay)"}${s.expires_at ? `; expires ${when(s.expires_at)}` : ""}`],
  ];
  if (m.retired_reason) rows.push(["why retired", m.retired_reason]);
  if (m.branch) rows.push(["branch", `${m.branch} only: a live belief there and on branches made from it`]);
  else if (m.written_branch) rows.push(["branch", `written on ${m.written_branch}; merged, now on every branch`]);
  if (m.project_id) rows.push(["project", m.project_id]);
  const dl = el("dl", { class: "facts" });
  for (const [k, v] of rows) dl.append(el("dt", { text: k }), el("dd", { text: v }));
  return dl;
}

function actions(m) {
  const bar = el("div", { class: "actions" });
  const forms = el("div", { class: "forms" });
  const act = async (path, body, done) => {
    try {
      const story = await api(`/api/memories/${m.id}/${path}`, body);
      toast(done);
      await Promise.all([loadOverview(), refreshList(), loadTimeline()]);
      renderStory(story);
    } catch (err) { toast(err.message, true); }
  };
  if (m.status === "live" || m.status === "archived") {
    bar.append(el("button", { type: "button", id: "act-pin", onclick: () => act("pin", { pinned: !m.pinned }, m.pinned ? `Unpinned [${m.id}]` : `Pinned [${m.id}]`) }, m.pinned ? "Unpin" : "Pin"));
  }
  if (m.status === "live") {
    bar.append(el("button", { type: "button", id: "act-edit", onclick: () => {
      const area = el("textarea", { id: "edit-text", rows: 4, "aria-label": "new text" });
      area.value = m.text;
      const verdict = el("select", { id: "edit-verdict", "aria-label": "kind of edit" },
        el("option", { value: "refinement", text: "refinement: the same belief, said better" }),
        el("option", { value: "contradiction", text: "contradiction: the belief changed" }));
      forms.replaceChildren(el("div", { class: "form" }, area, verdict,
        el("button", { type: "button", id: "edit-save", class: "primary", onclick: () => act("edit", { text: area.value, verdict: verdict.value }, "Saved; the old text is kept in the history") }, "Save edit"),
        el("button", { type: "button", onclick: () => forms.replaceChildren() }, "Cancel")));
      area.focus();
    } }, "Edit"));
    bar.append(el("button", { type: "button", id: "act-forget", class: "danger", onclick: () => {
      const reason = el("input", { id: "forget-reason", type: "text", value: "wrong or no longer wanted", "aria-label": "reason" });
      forms.replaceChildren(el("div", { class: "form" }, el("label", { text: "Why forget it? " }, reason),
        el("button", { type: "button", id: "forget-confirm", class: "danger", onclick: () => act("forget", { reason: reason.value }, `Forgot [${m.id}]; Revive undoes it`) }, "Forget"),
        el("button", { type: "button", onclick: () => forms.replaceChildren() }, "Cancel")));
      reason.focus();
    } }, "Forget…"));
  }
  if (m.status === "archived") {
    bar.append(el("button", { type: "button", id: "act-revive", class: "primary", onclick: () => act("revive", {}, `Revived [${m.id}]`) }, "Revive"));
  }
  return [bar, forms];
}

function renderStory(story) {
  const m = story.memory;
  state.selected = m.id;
  for (const c of document.querySelectorAll(".card")) c.classList.toggle("selected", Number(c.dataset.id) === m.id);
  const panel = $("detail");
  const chain = el("ol", { class: "timeline" });
  for (const c of story.chain) {
    chain.append(el("li", { class: `${c.current ? "current " : ""}status-${c.status}`, onclick: () => openMemory(c.id) },
      el("div", { class: "when", text: `${when(c.valid_from)} → ${c.valid_to ? when(c.valid_to) : "now"}` }),
      el("div", {}, el("span", { class: "mid", text: `[${c.id}] ` }), el("span", { text: c.text })),
      el("div", { class: "muted", text: c.status + (c.retired_reason ? `: ${c.retired_reason}` : "") })));
  }
  const evidence = el("ol", { class: "evidence" });
  for (const e of story.evidence) {
    evidence.append(el("li", {},
      el("div", { class: "muted", text: `${when(e.at)} · ${e.actor} via ${e.source}${e.outcome ? ` · ${e.outcome}` : ""}${e.session_id ? ` · session ${e.session_id}` : ""}` }),
      el("div", { text: e.text })));
  }
  const curve = story.confidence_curve.length > 1
    ? lineChart(story.confidence_curve, 320, 120)
    : el("p", { class: "muted", text: "No outcomes yet: confidence is still the prior." });
  const parts = [
    el("div", { class: "row" }, el("h2", { class: "mid", text: `[${m.id}]` }), ...badges(m)),
    el("p", { class: "text-full", id: "detail-text", text: m.text }),
    ...actions(m),
    facts(m, story.staleness),
    el("h3", { text: "Confidence over outcomes" }), curve,
    el("h3", { text: story.chain.length > 1 ? "History" : "History (no other versions)" }), chain,
    story.merged_from.length ? el("h3", { text: "Merged from" }) : null,
    story.merged_from.length ? el("ul", {}, ...story.merged_from.map((x) => el("li", { text: `[${x.id}] ${x.text}` }))) : null,
    el("h3", { text: `Evidence (${story.evidence.length})` }), evidence];
  panel.replaceChildren(...parts.filter((x) => x !== null));
}

async function openMemory(id) {
  try { renderStory(await api(`/api/memories/${id}`)); } catch (err) { toast(err.message, true); }
}

// -- charts -----------------------------------------------------------------------------
async function loadTimeline() {
  const { points } = await api("/api/timeline");
  const box = $("chart-store");
  if (points.length < 2) { box.replaceChildren(el("p", { class: "muted", text: "no data yet" })); return; }
  const W = 240, H = 120, pad = 4;
  const max = Math.max(1, ...points.map((p) => p.live + p.superseded + p.archived));
  const x = (i) => pad + (i * (W - 2 * pad)) / (points.length - 1);
  const y = (v) => H - 16 - (v * (H - 24)) / max;
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "stack", role: "img", "aria-label": "memories over time" });
  const layers = [["live", "live"], ["superseded", "superseded"], ["archived", "archived"]];
  let base = points.map(() => 0);
  for (const [key, cls] of layers) {
    const top = points.map((p, i) => base[i] + p[key]);
    const up = top.map((v, i) => `${x(i)},${y(v)}`);
    const down = base.map((v, i) => `${x(i)},${y(v)}`).reverse();
    chart.append(svg("polygon", { points: [...up, ...down].join(" "), class: `area ${cls}` }));
    base = top;
  }
  chart.append(svg("text", { x: pad, y: H - 2, class: "axis" }, when(points[0].at).slice(0, 10)));
  chart.append(svg("text", { x: W - pad, y: H - 2, class: "axis end" }, "now"));
  chart.append(svg("text", { x: pad, y: 10, class: "axis" }, String(max)));
  const last = points[points.length - 1];
  const legend = el("div", { class: "legend" }, ...layers.map(([k, cls]) => el("span", { class: `key ${cls}`, text: `${k} ${last[k]}` })));
  box.replaceChildren(chart, legend);
}

async function loadSessions() {
  const { sessions } = await api("/api/sessions");
  const list = $("sessions");
  list.replaceChildren();
  if (!sessions.length) list.append(el("li", { class: "empty", text: "No session has been shown memories yet." }));
  for (const s of sessions) {
    const shown = el("ul", { class: "shown" });
    for (const i of s.shown) {
      shown.append(el("li", { class: i.outcome ? `used ${i.outcome}` : "" },
        el("span", { class: "mid", text: `[${i.memory_id}] ` }), el("span", { text: i.text }),
        el("span", { class: "muted", text: ` · ${i.source || "shown"} ${when(i.at)}${i.outcome ? ` · used: ${i.outcome}` : ""}` })));
    }
    const p = s.precision === null ? "precision: no data yet" : `precision ${Math.round(s.precision * 100)}%`;
    list.append(el("li", { class: "session" },
      el("div", { class: "row" }, el("strong", { text: s.session_id }), el("span", { class: "muted", text: `${when(s.first_at)} · shown ${s.n_shown} · used ${s.n_used} · ${p}` })),
      shown));
  }
  const box = $("chart-precision");
  const measured = sessions.filter((s) => s.precision !== null).reverse();
  if (!measured.length) { box.replaceChildren(el("p", { class: "muted", text: "no data yet: no session has reported an outcome on a memory it was shown" })); return; }
  const W = 600, H = 140, bw = Math.min(40, (W - 40) / measured.length - 6);
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "bars", role: "img", "aria-label": "injection precision per session" });
  for (const v of [0, 0.5, 1]) {
    const yy = H - 20 - v * (H - 34);
    chart.append(svg("line", { x1: 30, x2: W, y1: yy, y2: yy, class: "grid" }));
    chart.append(svg("text", { x: 0, y: yy + 4, class: "axis" }, `${v * 100}%`));
  }
  measured.forEach((s, i) => {
    const h = s.precision * (H - 34);
    const bar = svg("rect", { x: 36 + i * (bw + 6), y: H - 20 - h, width: bw, height: Math.max(h, 1), class: "bar" });
    bar.append(svg("title", {}, `${s.session_id}: ${s.n_used} of ${s.n_shown} used`));
    chart.append(bar);
    chart.append(svg("text", { x: 36 + i * (bw + 6) + bw / 2, y: H - 6, class: "axis center" }, s.session_id.slice(0, 10)));
  });
  box.replaceChildren(chart);
}

// -- wiring -----------------------------------------------------------------------------
function showTab(name) {
  const sessions = name === "sessions";
  $("view-sessions").hidden = !sessions;
  $("view-memories").hidden = sessions;
  $("detail").hidden = sessions;
  $("sidebar").hidden = sessions;
  $("tab-sessions").classList.toggle("active", sessions);
  $("tab-memories").classList.toggle("active", !sessions);
  if (sessions) loadSessions().catch((err) => toast(err.message, true));
}

document.addEventListener("DOMContentLoaded", () => {
  let timer = null;
  $("search").addEventListener("input", (e) => {
    clearTimeout(timer);
    timer = setTimeout(() => { state.q = e.target.value.trim(); refreshList().catch((err) => toast(err.message, true)); }, 200);
  });
  $("tab-memories").addEventListener("click", () => showTab("memories"));
  $("tab-sessions").addEventListener("click", () => showTab("sessions"));
  Promise.all([loadOverview(), refreshList(), loadTimeline()])
    .then(() => document.body.setAttribute("data-ready", "1"))
    .catch((err) => toast(err.message, true));
});
