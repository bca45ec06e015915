import TouchKitPictures

/// The playground's one page (HTML, CSS and script in one document, so the server serves no files).
///
/// The page draws each frame the server sends on a canvas (the view tree with its transforms, colours, corner radii,
/// clipping and scroll indicators, and the fingers), and sends every pointer's events (`pointerdown`/`move`/`up`/
/// `cancel`) with their `timeStamp`, by `pointerType`: a touch screen's fingers as fingers; a mouse as the pointer
/// (hover, clicks with their buttons and modifier keys, a secondary click); a pen with its pressure, tilt and twist
/// (hovering too); and `wheel` events, Ctrl+wheel as a trackpad pinch (``PlaygroundMessage``). With a mouse, holding
/// Alt (Option) when pressing makes fingers instead: one and its mirror through the centre of the screen, as the iOS
/// Simulator does, for pinches and rotations.
///
/// The panel (issue 36, item 2) reads from the top: the scene picker, reset and the slow-motion switch (¼ speed); the
/// scene's line; the last touch explained (a sentence, then who was hit, saw it, won, waited, was prevented or failed,
/// and what each view was told); its timeline, with the SVG timeline's lanes; what the scene says, in words; and the
/// trace, collapsed. Both lists show a line repeated (a trace line but for its time) once, with its count.
///
/// For the end-to-end tests the page keeps `window.playground`: frames drawn, the last frame, and round-trip times.
enum PlaygroundPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<title>TouchKit playground</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 13px/1.35 system-ui, sans-serif; background: #1d1f23; color: #e8e8e8; display: flex; height: 100vh; overflow: hidden; }
  #stage { flex: 0 0 auto; display: flex; align-items: center; justify-content: center; padding: 12px; }
  #screen { background: #fff; border-radius: 18px; touch-action: none; box-shadow: 0 0 0 6px #000; cursor: crosshair; }
  #panel { flex: 1 1 auto; display: flex; flex-direction: column; gap: 8px; padding: 12px; min-width: 0; overflow: hidden; }
  #controls { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  select, button { font: inherit; padding: 3px 8px; }
  #summary { color: #aaa; }
  #panel > * { flex: none; }
  #panel > .lists { flex: 1 1 auto; }
  h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: #8ab4f8; margin: 4px 0 0; }
  #explanation { background: #2a2d33; padding: 6px 8px; border-radius: 6px; min-height: 3em; }
  #explanation .summary { font-size: 14px; color: #fff; margin-bottom: 4px; }
  #explanation dl { display: grid; grid-template-columns: max-content 1fr; gap: 1px 8px; margin: 0; }
  #explanation dt { color: #8ab4f8; }
  #explanation dd { margin: 0; }
  details { flex: 1 1 auto; display: flex; flex-direction: column; min-height: 0; }
  details[open] { flex: 1 1 auto; }
  summary { cursor: pointer; color: #8ab4f8; font-size: 12px; text-transform: uppercase; letter-spacing: .05em; }
  #timeline { background: #2a2d33; border-radius: 6px; width: 100%; height: 180px; }
  .lists { display: flex; gap: 8px; flex: 1 1 auto; min-height: 0; }
  .lists > div { flex: 1 1 0; display: flex; flex-direction: column; min-width: 0; }
  li { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  ol { margin: 0; padding: 4px 8px 4px 32px; background: #2a2d33; border-radius: 6px; overflow: auto; flex: 1 1 auto; font: 11px/1.3 ui-monospace, monospace; }
  #status { color: #aaa; font: 11px ui-monospace, monospace; }
</style>
</head>
<body>
<div id="stage"><canvas id="screen" width="390" height="844"></canvas></div>
<div id="panel">
  <div id="controls">
    <label>Scene <select id="scene"></select></label>
    <button id="reset">Reset</button>
    <label><input type="checkbox" id="slow"> Slow motion (¼)</label>
    <button id="record" title="Record this tab's finger touches as a trace that touchkit replay reads">● Record</button>
    <span id="status">connecting…</span>
  </div>
  <div id="summary"></div>
  <div id="hint" style="color:#888">Touch the screen, or use a mouse (hover, click, right-click), a wheel, a trackpad pinch or a pen; with a mouse, hold Alt (Option) while pressing for a finger and a mirrored second finger (pinch, rotate).</div>
  <h2>Last touch</h2>
  <div id="explanation">—</div>
  <h2>Timeline</h2>
  <canvas id="timeline"></canvas>
  <div class="lists">
    <div><h2>The scene says</h2><ol id="said"></ol></div>
    <div><details id="tracebox"><summary>Trace <span id="tracecount"></span></summary><ol id="trace"></ol></details></div>
  </div>
</div>
<script>
"use strict";
const screen = document.getElementById("screen");
const ctx = screen.getContext("2d");
const state = window.playground = { frames: 0, drawn: 0, frame: null, hello: null, roundTrips: [], open: false, sentAt: new Map() };
let scenes = [], seq = 0, scale = 1, dirty = false, mirror = null;
const MIRROR = 1000000;
const ws = new WebSocket(`ws://${location.host}/ws`);
ws.onopen = () => { state.open = true; };
ws.onclose = () => { state.open = false; status("disconnected: reload to start again"); };
ws.onmessage = (message) => {
  const data = JSON.parse(message.data);
  if (data.type === "hello") {
    state.hello = data;
    scenes = data.scenes;
    const select = document.getElementById("scene");
    select.innerHTML = "";
    for (const scene of scenes) select.add(new Option(scene.name, scene.name));
    select.value = data.scene;
    showSummary();
  } else if (data.type === "frame") {
    state.frames++;
    state.frame = data;
    const now = performance.now();
    for (const [sent, at] of state.sentAt) {
      if (sent > data.ack) break;
      state.roundTrips.push(now - at);
      state.sentAt.delete(sent);
    }
    if (state.roundTrips.length > 5000) state.roundTrips.splice(0, 2500);
    append("trace", data.trace, untimed);
    if (data.trace) { traceLines += data.trace.length; document.getElementById("tracecount").textContent = `(${traceLines} lines)`; }
    append("said", data.said, (line) => line, inWords);
    if (data.explanation) explain(data.explanation);
    recording(data);
    if (data.timeline) drawTimeline(data.timeline);
    if (!dirty) { dirty = true; requestAnimationFrame(draw); }
  }
};

function status(text) { document.getElementById("status").textContent = text; }
function showSummary() {
  const name = document.getElementById("scene").value;
  const scene = scenes.find((s) => s.name === name);
  document.getElementById("summary").textContent = scene ? scene.summary : "";
}
function send(object) { if (ws.readyState === 1) ws.send(JSON.stringify(object)); }
document.getElementById("scene").onchange = (e) => { send({ type: "scene", name: e.target.value }); showSummary(); clearLists(); };
document.getElementById("reset").onclick = () => { send({ type: "reset" }); clearLists(); };
let isRecording = false;
document.getElementById("record").onclick = () => { isRecording = !isRecording; send({ type: "record", on: isRecording }); };
function recording(data) {
  const button = document.getElementById("record");
  if (data.recording !== undefined && data.recording !== null) { isRecording = true; button.textContent = `■ Stop and download (${data.recording})`; }
  else { isRecording = false; button.textContent = "● Record"; }
  if (data.download) {
    state.download = data.download;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([data.download.text], { type: "application/x-ndjson" }));
    link.download = data.download.name;
    document.body.appendChild(link); link.click(); link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  }
}
document.getElementById("slow").onchange = (e) => send({ type: "speed", rate: e.target.checked ? 0.25 : 1 });
let traceLines = 0;
function clearLists() {
  for (const id of ["trace", "said"]) document.getElementById(id).innerHTML = "";
  document.getElementById("explanation").textContent = "—";
  traceLines = 0; document.getElementById("tracecount").textContent = "";
}
// A line the same as the one before (a trace line: but for its time) is not added again: the one before counts it.
function append(id, lines, key, words) {
  if (!lines || lines.length === 0) return;
  const list = document.getElementById(id);
  for (const line of lines) {
    const last = list.lastElementChild, k = key(line), text = words ? words(line) : line;
    if (last && last.dataset.key === k) {
      last.dataset.count = Number(last.dataset.count) + 1;
      last.textContent = `${text}  (×${last.dataset.count})`;
      continue;
    }
    const item = document.createElement("li");
    item.dataset.key = k; item.dataset.count = 1; item.textContent = text; item.title = line;
    list.appendChild(item);
  }
  while (list.children.length > 200) list.removeChild(list.firstChild);
  list.scrollTop = list.scrollHeight;
}
const untimed = (line) => line.replace(/^-?\d+ ms {2}/, "");
// The scene's log in words: a reporting view's "dot1 touchesMoved ×3" reads "dot1: 3 touches moved".
function inWords(line) {
  return line.replace(/^(\S+) touches(Began|Moved|Ended|Cancelled) ×(\d+)$/, (_, view, phase, n) =>
    `${view}: ${n} ${n === "1" ? "touch" : "touches"} ${phase.toLowerCase()}`);
}
function explain(e) {
  const box = document.getElementById("explanation");
  box.innerHTML = "";
  const summary = document.createElement("div");
  summary.className = "summary"; summary.textContent = e.summary; box.appendChild(summary);
  const rows = [["Hit", e.hit.join(", ")], ["Seen by", e.saw.join(", ")], ["Won", e.won.join(", ")],
    ["Waited", e.waited.join("; ")], ["Prevented", e.prevented.join("; ")], ["Failed or cancelled", e.failed.join(", ")],
    ["Views were told", e.views.join("; ")]];
  const list = document.createElement("dl");
  for (const [title, text] of rows) {
    if (!text) continue;
    const dt = document.createElement("dt"), dd = document.createElement("dd");
    dt.textContent = title; dd.textContent = text; list.append(dt, dd);
  }
  box.appendChild(list);
}

// Pointers → window points.
function layout() {
  const frame = state.frame;
  const width = frame ? frame.width : 390, height = frame ? frame.height : 844;
  const available = window.innerHeight - 24;
  scale = Math.min(1, available / height);
  if (screen.width !== Math.round(width * devicePixelRatio) || screen.height !== Math.round(height * devicePixelRatio)) {
    screen.width = Math.round(width * devicePixelRatio);
    screen.height = Math.round(height * devicePixelRatio);
  }
  screen.style.width = `${width * scale}px`;
  screen.style.height = `${height * scale}px`;
}
window.addEventListener("resize", () => { layout(); dirty = true; requestAnimationFrame(draw); });
function point(event) {
  const rect = screen.getBoundingClientRect();
  return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
}
function pointers(time, points) { input({ type: "pointers", t: time, points }); }
function mirrored(p) {
  const frame = state.frame;
  return { x: (frame ? frame.width : 390) - p.x, y: (frame ? frame.height : 844) - p.y };
}
// Each input message counts in the one seq (the frame's ack).
function input(object) {
  seq++;
  object.seq = seq;
  state.sentAt.set(seq, performance.now());
  if (state.sentAt.size > 5000) state.sentAt.delete(state.sentAt.keys().next().value);
  send(object);
}
function keys(e) { return { shift: e.shiftKey, ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey }; }
const down = new Set();
// Fingers (pointerType touch), and a mouse pressed with Alt: a finger and its mirror.
function fingerDown(e) {
  down.add(e.pointerId);
  const p = point(e);
  const points = [{ id: e.pointerId, phase: "began", x: p.x, y: p.y }];
  if (e.pointerType === "mouse") {
    mirror = e.pointerId;
    const m = mirrored(p);
    points.push({ id: MIRROR + e.pointerId, phase: "began", x: m.x, y: m.y });
  }
  pointers(e.timeStamp, points);
}
// The mouse: its location, buttons and keys after each event (the server turns changes of buttons into presses and
// releases, and the rest into moves: a hover without buttons).
function mouse(e, leave) {
  const p = point(e);
  const message = Object.assign({ type: "mouse", t: e.timeStamp, x: p.x, y: p.y, buttons: e.buttons }, keys(e));
  if (leave) message.leave = true;
  input(message);
}
// The pen: its samples since the last event (coalesced), with pressure, tilt and twist.
let penDown = false;
function pen(e, phase) {
  const events = phase === "moved" && e.getCoalescedEvents ? e.getCoalescedEvents() : [];
  const list = events.length ? events : [e];
  const samples = list.slice(-32).map((c) => {
    const p = point(c);
    return { phase, t: c.timeStamp, x: p.x, y: p.y, pressure: Math.min(1, Math.max(0, c.pressure || 0)),
      tiltX: c.tiltX || 0, tiltY: c.tiltY || 0, twist: c.twist || 0 };
  });
  input({ type: "pen", t: e.timeStamp, samples });
}
screen.addEventListener("pointerdown", (e) => {
  e.preventDefault();
  screen.setPointerCapture(e.pointerId);
  if (e.pointerType === "pen") { penDown = true; pen(e, "began"); }
  else if (e.pointerType === "mouse" && !(e.altKey && mirror === null && !down.size)) mouse(e);
  else if (e.pointerType === "mouse" || e.pointerType === "touch" || !e.pointerType) fingerDown(e);
});
screen.addEventListener("pointermove", (e) => {
  if (e.pointerType === "pen") { pen(e, penDown ? "moved" : "hover"); return; }
  if (e.pointerType === "mouse" && !down.has(e.pointerId)) { mouse(e); return; }
  if (!down.has(e.pointerId)) return;
  const p = point(e);
  const points = [{ id: e.pointerId, phase: "moved", x: p.x, y: p.y }];
  if (mirror === e.pointerId) { const m = mirrored(p); points.push({ id: MIRROR + e.pointerId, phase: "moved", x: m.x, y: m.y }); }
  pointers(e.timeStamp, points);
});
function lift(e, phase) {
  if (e.pointerType === "pen") { if (penDown) { penDown = false; pen(e, phase); } return; }
  if (e.pointerType === "mouse" && !down.has(e.pointerId)) { mouse(e); return; }
  if (!down.has(e.pointerId)) return;
  down.delete(e.pointerId);
  const p = point(e);
  const points = [{ id: e.pointerId, phase, x: p.x, y: p.y }];
  if (mirror === e.pointerId) { const m = mirrored(p); points.push({ id: MIRROR + e.pointerId, phase, x: m.x, y: m.y }); mirror = null; }
  pointers(e.timeStamp, points);
}
screen.addEventListener("pointerup", (e) => lift(e, "ended"));
screen.addEventListener("pointercancel", (e) => lift(e, "cancelled"));
screen.addEventListener("pointerleave", (e) => {
  if (e.pointerType === "pen" && !penDown) pen(e, "leave");
  else if (e.pointerType === "mouse" && !down.has(e.pointerId) && e.buttons === 0) mouse(e, true);
});
// A secondary click is the scene's (a context menu), not the browser's.
screen.addEventListener("contextmenu", (e) => e.preventDefault());
// The wheel: a step each event (pixels in window points); with Ctrl, a trackpad pinch as browsers report it.
screen.addEventListener("wheel", (e) => {
  e.preventDefault();
  const p = point(e);
  const pixels = e.deltaMode === 0 && !e.ctrlKey ? scale : 1;
  input(Object.assign({ type: "wheel", t: e.timeStamp, x: p.x, y: p.y, dx: e.deltaX / pixels, dy: e.deltaY / pixels, mode: e.deltaMode }, keys(e)));
}, { passive: false });

// Drawing.
function rgba(c) { return `rgba(${Math.round(c[0] * 255)},${Math.round(c[1] * 255)},${Math.round(c[2] * 255)},${c[3]})`; }
function shape(b, radius) {
  const path = new Path2D();
  const r = Math.max(0, Math.min(radius, b[2] / 2, b[3] / 2));
  if (r > 0 && path.roundRect) path.roundRect(b[0], b[1], b[2], b[3], r); else path.rect(b[0], b[1], b[2], b[3]);
  return path;
}
// A label's lines, centred vertically in its bounds with a line height of 1.2 times the font size (as the SVG
// pictures draw them).
function drawText(b, t) {
  const lineHeight = t.size * 1.2;
  const top = b[1] + b[3] / 2 - t.lines.length * lineHeight / 2;
  const x = t.align === "center" ? b[0] + b[2] / 2 : t.align === "right" ? b[0] + b[2] : b[0];
  ctx.fillStyle = rgba(t.color); ctx.font = `${t.size}px system-ui, sans-serif`; ctx.textAlign = t.align;
  t.lines.forEach((line, i) => ctx.fillText(line, x, top + (i + 0.8) * lineHeight));
  ctx.textAlign = "left";
}
function drawView(v) {
  if (v.hidden || v.alpha <= 0) return;
  ctx.save();
  ctx.transform(v.m[0], v.m[1], v.m[2], v.m[3], v.m[4], v.m[5]);
  ctx.globalAlpha *= v.alpha;
  const path = shape(v.b, v.radius);
  if (v.bg) { ctx.fillStyle = rgba(v.bg); ctx.fill(path); }
  if (v.border > 0 && v.borderColor) { ctx.lineWidth = v.border * 2; ctx.strokeStyle = rgba(v.borderColor); ctx.save(); ctx.clip(path); ctx.stroke(path); ctx.restore(); }
  if (v.text) drawText(v.b, v.text);
  else if (v.named && v.b[2] > 30 && v.b[3] > 14) {
    ctx.fillStyle = "rgba(0,0,0,0.35)"; ctx.font = "10px system-ui, sans-serif";
    ctx.fillText(v.name, v.b[0] + 4, v.b[1] + 12);
  }
  if (v.clips) ctx.clip(path);
  for (const s of v.subviews) drawView(s);
  for (const i of v.indicators) { ctx.globalAlpha = i.alpha; ctx.fillStyle = rgba(i.color); ctx.fill(shape(i.b, Math.min(i.b[2], i.b[3]) / 2)); }
  ctx.restore();
}
function draw() {
  dirty = false;
  const frame = state.frame;
  if (!frame) return;
  layout();
  ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
  ctx.clearRect(0, 0, frame.width, frame.height);
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, frame.width, frame.height);
  drawView(frame.root);
  for (const f of frame.fingers) {
    const radius = f.kind === "finger" ? 22 : f.kind === "pencil" ? 3 + 2.5 * (f.force || 1) : 10;
    ctx.beginPath(); ctx.arc(f.x, f.y, radius, 0, Math.PI * 2);
    ctx.fillStyle = f.kind === "pencil" ? "rgba(30,80,200,0.6)" : "rgba(120,120,120,0.35)"; ctx.fill();
    ctx.lineWidth = 2; ctx.strokeStyle = "rgba(60,60,60,0.6)"; ctx.stroke();
  }
  if (frame.pen) {
    // A hovering pen: a ring where its tip would touch.
    ctx.beginPath(); ctx.arc(frame.pen.x, frame.pen.y, 6, 0, Math.PI * 2);
    ctx.lineWidth = 1.5; ctx.strokeStyle = "rgba(30,80,200,0.8)"; ctx.stroke();
  }
  if (frame.pointer) {
    // The pointer: iPadOS's grey disc, darker while a button is held.
    ctx.beginPath(); ctx.arc(frame.pointer.x, frame.pointer.y, 9, 0, Math.PI * 2);
    ctx.fillStyle = frame.pointer.buttons ? "rgba(40,40,40,0.55)" : "rgba(90,90,90,0.35)"; ctx.fill();
  }
  state.drawn++;
  const trips = state.roundTrips.slice(-200).sort((a, b) => a - b);
  const median = trips.length ? trips[Math.floor(trips.length / 2)].toFixed(1) + " ms" : "–";
  status(`tab ${state.hello ? state.hello.tab : "?"} · t = ${frame.time.toFixed(2)} s · round trip median ${median}`);
}

// The timeline: a lane per finger, recognizer and view, as the SVG timeline.
const spanColors = { touching: "#9aa0a6", possible: "#5f6368", began: "#81c995", changed: "#34a853", ended: "#1e8e3e",
  recognized: "#1e8e3e", failed: "#f28b82", cancelled: "#fdd663", waiting: "#c58af9", delayed: "#fcad70",
  moved: "#8ab4f8", stationary: "#5f6368" };
function drawTimeline(t) {
  const canvas = document.getElementById("timeline");
  const width = canvas.clientWidth, laneHeight = 16;
  const height = Math.max(40, t.lanes.length * laneHeight + 20);
  canvas.width = width * devicePixelRatio; canvas.height = height * devicePixelRatio; canvas.style.height = `${height}px`;
  const g = canvas.getContext("2d");
  g.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
  const left = 130, span = Math.max(t.end - t.start, 0.05);
  const x = (time) => left + (time - t.start) / span * (width - left - 10);
  g.font = "10px ui-monospace, monospace";
  t.lanes.forEach((lane, index) => {
    const y = 6 + index * laneHeight;
    g.fillStyle = "#bbb"; g.fillText(`${lane.kind[0]} ${lane.title}`.slice(0, 22), 4, y + 10);
    for (const s of lane.spans) { g.fillStyle = spanColors[s.kind] || "#888"; g.fillRect(x(s.start), y + 2, Math.max(1.5, x(s.end) - x(s.start)), laneHeight - 5); }
    for (const m of lane.marks) { g.fillStyle = "#fff"; g.fillRect(x(m.time) - 0.5, y, 1.5, laneHeight - 2); }
  });
  g.fillStyle = "#888";
  g.fillText(`${(span * 1000).toFixed(0)} ms`, width - 60, height - 4);
}
layout();
</script>
</body>
</html>
"""#
}
