// Baloot Audio's web client: a client of the game's protocol (docs/protocol.md) whose
// words are made by its connection on the server, by the desktop's own narrator
// (docs/web.md). This page chooses no words: it labels its own controls from the
// same catalogues (locales/<lang>/web.ftl, with @fluent/bundle), writes the lines it
// is sent into one live region (and speaks them, if asked, without a screen reader),
// plays the cues from sounds/, draws the table it is shown, and sends the desktop's
// keys and the app's gestures as the game's messages.

const VERSION = 5;                       // net/protocol.py VERSION (a test checks it)
const SAID_KEPT = 60;                    // lines kept in the live region
const RETRIES = 8;                       // tries after a dropped connection
const $ = (id) => document.getElementById(id);
const store = window.localStorage;

const state = {
  lang: "en", bundles: [], ws: null, path: "/", ref: 0, waiting: new Map(),
  me: null, name: "", form: "unspecified", token: null, table: null, seat: null, shown: null,
  keys: [], zone: "hand", focusCard: null, focusCall: 0, lastLine: "",
  speaking: null, tries: 0, closedByUs: false, lastRequest: null, ended: false,
};

// -- words: the page's own labels ------------------------------------------------------
async function loadWords(lang) {
  const chain = lang === "en" ? ["en"] : [lang, "en"];
  const bundles = [];
  for (const code of chain) {
    const bundle = new FluentBundle.FluentBundle(code, { useIsolating: false });
    const text = await fetch(`/locales/${code}/page.ftl`).then((r) => (r.ok ? r.text() : ""));
    bundle.addResource(new FluentBundle.FluentResource(text));
    bundles.push(bundle);
  }
  state.lang = lang;
  state.bundles = bundles;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
  for (const el of document.querySelectorAll("[data-l10n-id]")) {
    el.textContent = tr(el.dataset.l10nId);
  }
  $("lang").value = lang;
}

function tr(id, args) {
  for (const bundle of state.bundles) {
    const message = bundle.getMessage(id);
    if (message && message.value) return bundle.formatPattern(message.value, args);
  }
  return id;
}

function pageLanguage() {
  const asked = new URLSearchParams(location.search).get("lang") || store.getItem("lang");
  const known = ["en", "fr", "ar"];
  if (known.includes(asked)) return asked;
  const html = document.documentElement.lang;      // the server's choice (Accept-Language)
  return known.includes(html) ? html : "en";
}

// -- the live region: the table's words, the turn and the refusals, in order ---------------
window.balootHeard = [];                 // every line said (the live region keeps the last)
window.balootHistory = [];               // every message, in full (a condensed line's each)
function said(text, answer) {
  window.balootHeard.push(text);
  const line = document.createElement("p");
  line.textContent = text;
  if (answer) line.className = "answer";
  const region = $("said");
  region.append(line);
  while (region.childElementCount > SAID_KEPT) region.firstElementChild.remove();
  region.scrollTop = region.scrollHeight;
  state.lastLine = text;
}

function onLine(msg) {
  window.balootHistory.push(...(msg.parts && msg.parts.length ? msg.parts : [msg.text]));
  said(msg.text, msg.answer);
  if (msg.answer) {
    speak(msg.text, true);
    return;
  }
  const done = () => {
    if (msg.heard) send({ type: "heard", round: msg.heard[0], index: msg.heard[1] });
    send({ type: "said", n: msg.n });
  };
  if (!speak(msg.text, false, done)) setTimeout(done, msg.seconds * 1000);
}

// Without a screen reader, the page can speak (Settings); an answer cuts the line being
// said, which is said again after it (nothing queued is dropped unheard).
function speak(text, answer, done) {
  if (!$("speak").checked || !window.speechSynthesis) return false;
  const voice = new SpeechSynthesisUtterance(text);
  voice.lang = state.lang;
  if (answer) {
    const cut = state.speaking;
    speechSynthesis.cancel();
    speechSynthesis.speak(voice);
    if (cut) speak(cut.text, false, cut.done);
    return true;
  }
  state.speaking = { text, done };
  voice.onend = () => { if (state.speaking && state.speaking.text === text) { state.speaking = null; done(); } };
  speechSynthesis.speak(voice);
  return true;
}

// -- sounds: the desktop's files (all in one request), with their own volumes --------------
const sounds = { context: null, buffers: new Map(), loading: null };

function loadSounds() {
  if (sounds.loading) return sounds.loading;
  sounds.context = new AudioContext();
  sounds.loading = fetch("/sounds/pack").then((r) => r.arrayBuffer()).then(async (pack) => {
    const bytes = new Uint8Array(pack);
    const end = bytes.indexOf(10);
    const index = JSON.parse(new TextDecoder().decode(bytes.subarray(0, end)));
    await Promise.all(Object.entries(index).map(async ([name, [offset, length]]) => {
      const start = end + 1 + offset;
      sounds.buffers.set(name, await sounds.context.decodeAudioData(pack.slice(start, start + length)));
    }));
  }).catch(() => { sounds.loading = null; });     // tried again at the next cue
  return sounds.loading;
}

function cue(msg) {
  if (!$("sound").checked) return;
  const volume = Number($(msg.group === "cues" ? "cues-volume" : "effects-volume").value) / 100;
  loadSounds();
  const buffer = sounds.buffers.get(msg.name);
  if (!buffer || !volume) return;
  const context = sounds.context;
  if (context.state === "suspended") context.resume();
  const source = context.createBufferSource();
  const gain = context.createGain();
  gain.gain.value = volume;
  source.buffer = buffer;
  source.connect(gain).connect(context.destination);
  source.start(context.currentTime + (msg.delay || 0));
}

// -- the connection ---------------------------------------------------------------------
function connect(path) {
  state.path = path || state.path;
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const ws = new WebSocket(scheme + location.host + state.path);
  state.ws = ws;
  status(tr("web-connecting"));
  ws.onopen = () => {
    state.tries = 0;
    status("");
    send({ type: "words", lang: state.lang, rate: rate() });
    if (state.token) hello({ type: "hello", version: VERSION, name: state.name, token: state.token,
                             form: state.form });
    else show("login");
  };
  ws.onmessage = (event) => handle(JSON.parse(event.data));
  ws.onclose = () => {
    if (state.ws !== ws || state.closedByUs) return;
    for (const { reject } of state.waiting.values()) reject(new Error("connection_closed"));
    state.waiting.clear();
    if (state.tries >= RETRIES) return status(tr("web-offline"));
    state.tries += 1;
    status(tr("web-reconnecting"));
    setTimeout(() => connect(), Math.min(8000, 500 * 2 ** state.tries));
  };
}

function rate() {
  return Number(new URLSearchParams(location.search).get("rate")) || 175;
}

function send(msg) {
  if (state.ws && state.ws.readyState === WebSocket.OPEN) state.ws.send(JSON.stringify(msg));
}

function request(msg) {
  msg.ref = ++state.ref;
  state.lastRequest = msg;
  send(msg);
  return new Promise((resolve, reject) => state.waiting.set(msg.ref, { resolve, reject }));
}

function status(text) { $("status").textContent = text; }

async function hello(msg) {
  try {
    const welcome = await request(msg);
    state.me = welcome.player_id;
    state.name = welcome.name;
    state.token = welcome.token;
    state.form = welcome.form;        // an account's is the one it keeps
    store.setItem("token", welcome.token);
    store.setItem("name", welcome.name);
    store.setItem("form", welcome.form);
    if (!welcome.table_id) lobby();
  } catch (error) {
    if (msg.token) { state.token = null; store.removeItem("token"); }
    show("login");
  }
}

// -- what the server sends ----------------------------------------------------------------
const HANDLERS = {
  line: onLine,
  cue,
  shown: (msg) => { state.shown = msg; drawTable(); },
  keys: (msg) => { state.keys = msg.table.map(parseKeys); drawKeys(); },
  listed: drawTables,
  joined: (msg) => { state.table = msg.table; state.seat = msg.seat; enterTable(); },
  seat_changed: (msg) => { state.table = msg.table; if (!msg.table.started) drawRoom(); },
  member_changed: (msg) => {
    state.table = msg.table;
    if (msg.player_id === state.me && ["removed", "banned"].includes(msg.change)) lobby();
    else if (!msg.table.started) drawRoom();
  },
  snapshot: (msg) => {
    state.table = msg.table; state.seat = msg.seat; state.ended = false;
    if ($("table").hidden) state.focusHand = true;   // the hand has the focus at first
    show("table");
  },
  match_ended: () => { state.ended = true; drawTable(); },
  chat_line: (msg) => {
    const item = document.createElement("li");
    item.textContent = `${msg.name}: ${msg.text}`;
    $("chat-lines").append(item);
  },
  moved: (msg) => {                       // another process serves it: go there, ask again
    const again = state.lastRequest;
    state.closedByUs = true;
    state.ws.close();
    state.closedByUs = false;
    connect(msg.path);
    const retry = () => { if (again) request(again); };
    setTimeout(retry, 300);
  },
};

function handle(msg) {
  const waiting = msg.ref ? state.waiting.get(msg.ref) : null;
  if (waiting && msg.type !== "line" && msg.type !== "listed") {
    state.waiting.delete(msg.ref);
    if (msg.type === "error") waiting.reject(new Error(msg.code)); else waiting.resolve(msg);
  }
  const handler = HANDLERS[msg.type];
  if (handler) handler(msg);
}

// -- screens -------------------------------------------------------------------------------
function show(screen) {
  for (const id of ["login", "lobby", "room", "table"]) $(id).hidden = id !== screen;
  $("chat-zone").hidden = !(screen === "room" || screen === "table");
  if (screen === "login") {
    $("name").value = state.name || store.getItem("name") || "";
    $("name").focus();
  }
}

function lobby() {
  state.table = null;
  state.shown = null;
  show("lobby");
  request({ type: "list_tables" }).catch(() => {});
}

function drawTables(msg) {
  const list = $("tables");
  list.replaceChildren();
  for (const table of msg.tables) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = table.words;
    button.addEventListener("click", () => join({ table_id: table.table_id }));
    item.append(button);
    list.append(item);
  }
  if (!msg.tables.length) {
    const item = document.createElement("li");
    item.textContent = tr("web-no-tables");
    list.append(item);
  }
}

function join(where) {
  request({ type: "join_table", ...where }).catch(() => {});
}

function enterTable() {
  if (state.table.started) return;       // its snapshot shows the table
  show("room");
  drawRoom();
}

function drawRoom() {
  const table = state.table;
  if (!table) return;
  $("room-code").textContent = table.code ? tr("web-room-code", { code: table.code }) : "";
  const list = $("room-seats");
  // a redraw (someone sat, left, a bot changed) keeps the focus on the seat it was on
  const had = document.activeElement;
  const focusedSeat = had && list.contains(had) ? had.dataset.seat : undefined;
  list.replaceChildren();
  for (const seat of table.seats) {
    const item = document.createElement("li");
    const number = seat.seat + 1;
    const text = document.createElement("span");
    if (seat.player_id === state.me) text.textContent = tr("web-seat-mine", { number });
    else if (seat.kind === "human" || seat.kind === "held") text.textContent = tr("web-seat-person", { number, name: seat.name });
    else text.textContent = tr("web-seat-empty", { number, bot: tr(`bot-${seat.level}`) });
    item.append(text);
    if (seat.kind !== "human" && seat.kind !== "held") {
      const sit = document.createElement("button");
      sit.type = "button";
      sit.textContent = tr("web-sit", { number });
      sit.dataset.seat = String(seat.seat);
      sit.addEventListener("click", () => request({ type: "take_seat", seat: seat.seat }).catch(() => {}));
      item.append(" ", sit);
    }
    list.append(item);
  }
  if (focusedSeat !== undefined) {
    const again = list.querySelector(`button[data-seat="${focusedSeat}"]`) || list.querySelector("button");
    if (again) again.focus();
    else { list.tabIndex = -1; list.focus(); }    // the seat was taken: the list, not the page
  }
  $("start").hidden = table.creator !== state.me;
}

// -- the table -------------------------------------------------------------------------------
const SUIT_RED = new Set(["H", "D"]);

function drawTable() {
  const shown = state.shown;
  if (!shown) return;
  const had = document.activeElement;
  const hadZone = had && had.closest ? (had.closest("#hand") ? "hand" : had.closest("#calls") ? "calls" : null) : null;
  const place = `${shown.round || 0}:${shown.index || 0}`;
  $("table").dataset.place = place;      // where the table is (the tests wait on it)
  if (shown.again && state.readyAt !== place) {   // thrown in: dealt again at once
    state.readyAt = place;
    send({ type: "ready" });
  }
  drawSeats(shown);
  drawHand(shown);
  drawCalls(shown);
  $("contract").textContent = shown.contract;
  $("score").textContent = shown.score;
  $("turn").textContent = state.ended ? tr("web-match-over") : shown.turn;
  $("next-round").hidden = !(shown.round_over && !shown.match_over && !state.ended);
  // the focus stays where it was; the calls gone, it goes back to the hand (as the
  // desktop's zone does); the hand gone (the round's end), to the next round; lost
  // (a button gone or hidden), to the hand again
  let zone = hadZone === "calls" && !shown.calls.length ? "hand" : hadZone;
  if (zone === "hand" && !shown.hand.length) {
    zone = null;
    state.focusHand = true;
    if (!$("next-round").hidden) $("next-round").focus();
  }
  const active = document.activeElement;
  const lost = !active || active === document.body || active.id === "next-round"
    || !!active.closest("[hidden]");
  if (!zone && shown.hand.length && lost) {
    state.focusHand = false;
    zone = "hand";
  }
  if (zone) focusZone(zone);
}

function drawSeats(shown) {
  const list = $("seats");
  list.replaceChildren();
  const played = new Map(shown.trick.map((p) => [p.seat, p]));
  for (const seat of shown.seats) {
    const item = document.createElement("li");
    if (seat.turn) item.className = "turn";
    const who = document.createElement("span");
    who.textContent = seat.who;
    item.append(who);
    const play = played.get(seat.seat);
    if (play) {
      const label = document.createElement("span");
      label.className = "played" + (SUIT_RED.has(play.card[1]) ? " red" : "");
      label.textContent = play.label;
      label.setAttribute("aria-hidden", "true");
      const name = document.createElement("span");
      name.className = "sr";
      name.textContent = `: ${play.name}`;
      item.append(name, label);
    }
    list.append(item);
  }
}

function drawHand(shown) {
  const hand = $("hand");
  hand.replaceChildren();
  const codes = shown.hand.map((c) => c.card);
  if (!codes.includes(state.focusCard)) state.focusCard = codes[0] || null;
  for (const card of shown.hand) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.card = card.card;
    // named as it is spoken, and that name is on it too (for speech input and a
    // sighted friend), under the card's index and suit drawn large
    const label = document.createElement("span");
    label.className = "label";
    label.setAttribute("aria-hidden", "true");
    label.textContent = card.label;
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = card.name;
    button.append(label, name);
    button.className = (SUIT_RED.has(card.card[1]) ? "red" : "") + (card.legal ? " legal" : "");
    button.tabIndex = card.card === state.focusCard ? 0 : -1;
    button.addEventListener("click", () => { state.focusCard = card.card; play(card.card); });
    button.addEventListener("focus", () => { state.focusCard = card.card; state.zone = "hand"; });
    hand.append(button);
  }
}

function drawCalls(shown) {
  const calls = $("calls");
  calls.replaceChildren();
  state.focusCall = Math.min(state.focusCall, Math.max(0, shown.calls.length - 1));
  shown.calls.forEach((call, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = call.name;
    button.tabIndex = i === state.focusCall ? 0 : -1;
    button.addEventListener("click", () => act(call.action));
    button.addEventListener("focus", () => { state.focusCall = i; state.zone = "calls"; });
    calls.append(button);
  });
  $("calls-zone").hidden = shown.calls.length === 0;
}

function play(card) { act({ kind: "play", card }); }

function act(action) {
  if (!state.shown) return;
  send({ type: "act", action, index: state.shown.index || 0, ref: ++state.ref });
}

function focusZone(zone) {
  state.zone = zone;
  const selector = zone === "calls" ? "#calls button[tabindex='0']" : "#hand button[tabindex='0']";
  const target = document.querySelector(selector) || document.querySelector(zone === "calls" ? "#calls button" : "#hand button");
  if (target) target.focus();
}

// -- keys: the desktop's, from its own table (the server sends it) ----------------------------
const CODES = {
  ArrowLeft: "LEFT", ArrowRight: "RIGHT", ArrowUp: "UP", ArrowDown: "DOWN", Home: "HOME",
  End: "END", Enter: "ENTER", NumpadEnter: "NUM_ENTER", Space: "SPACE", Tab: "TAB",
  Escape: "ESCAPE", PageUp: "PAGEUP", PageDown: "PAGEDOWN", Backspace: "BACKSPACE",
};

function parseKeys(command) {
  command.chords = command.keys.map((text) => {
    const parts = text.split("+");
    const key = parts.pop();
    return { key, mods: parts.map((m) => m.toLowerCase()).sort().join("+") };
  });
  return command;
}

function chordOf(event) {
  let key = CODES[event.code];
  if (!key && /^Key[A-Z]$/.test(event.code)) key = event.code.slice(3);
  if (!key && /^Digit[0-9]$/.test(event.code)) key = "_" + event.code.slice(5);
  if (!key && /^F[0-9]+$/.test(event.code)) key = event.code;
  if (!key) return null;
  const mods = [];
  if (event.altKey) mods.push("alt");
  if (event.ctrlKey) mods.push("ctrl");
  if (event.shiftKey) mods.push("shift");
  return { key, mods: mods.sort().join("+") };
}

function commandFor(chord) {
  for (const command of state.keys) {
    if (command.chords.some((c) => c.key === chord.key && c.mods === chord.mods)) return command;
  }
  return null;
}

const MOVES = new Set(["card_previous", "card_next", "suit_previous", "suit_next", "card_first", "card_last"]);

function runCommand(command) {
  const id = command.command;
  if (MOVES.has(id)) return move(id);
  if (id === "play") return activate();
  if (id === "switch_zone") return focusZone(state.zone === "hand" && state.shown.calls.length ? "calls" : "hand");
  if (id === "chat_open") return $("chat-text").focus();
  if (id === "table_menu") return document.querySelector("#score-zone .leave").focus();
  if (id === "repeat") return said(state.lastLine, true);
  if (command.call) {
    const call = state.shown.calls.find((c) => c.action.kind === command.call);
    return call ? act(call.action) : act({ kind: command.call, card: state.focusCard || undefined });
  }
  return send({ type: "ask", question: id, card: state.focusCard || undefined,
                call: state.zone === "calls" ? state.focusCall : undefined });
}

function activate() {
  if (state.shown.round_over && !state.shown.match_over && !state.ended) return send({ type: "ready" });
  if (state.zone === "calls" && state.shown.calls[state.focusCall]) return act(state.shown.calls[state.focusCall].action);
  if (state.focusCard) play(state.focusCard);
}

function move(id) {
  if (state.zone === "calls") {
    const count = state.shown.calls.length;
    const step = id === "card_first" ? -count : id === "card_last" ? count : id.endsWith("previous") ? -1 : 1;
    state.focusCall = Math.max(0, Math.min(count - 1, state.focusCall + step));
    drawCalls(state.shown);
    return focusZone("calls");
  }
  const cards = state.shown.hand.map((c) => c.card);
  if (!cards.length) return;
  let here = Math.max(0, cards.indexOf(state.focusCard));
  if (id === "card_previous") here = Math.max(0, here - 1);
  else if (id === "card_next") here = Math.min(cards.length - 1, here + 1);
  else if (id === "card_first") here = 0;
  else if (id === "card_last") here = cards.length - 1;
  else {
    const suit = cards[here][1];
    const starts = cards.map((c, i) => i).filter((i) => i === 0 || cards[i][1] !== cards[i - 1][1]);
    const start = Math.max(...starts.filter((i) => i <= here));
    if (id === "suit_next") here = starts.find((i) => i > here) ?? here;
    else here = [...starts].reverse().find((i) => i < start) ?? start;
    void suit;
  }
  state.focusCard = cards[here];
  drawHand(state.shown);
  focusZone("hand");
}

function onKey(event) {
  if ($("table").hidden || !state.shown) return;
  const target = event.target;
  if (target.closest && (target.closest("form") || target.closest("details"))) return;
  const chord = chordOf(event);
  if (!chord) return;
  const command = commandFor(chord);
  if (!command) return;
  if (command.command === "switch_zone" && !(target.closest && (target.closest("#hand") || target.closest("#calls")))) return;
  const over = state.shown.round_over && !state.shown.match_over;
  if (command.command === "play" && target.tagName === "BUTTON" && !over) return;   // its click plays
  event.preventDefault();
  runCommand(command);
}

function drawKeys() {
  const list = $("keys-list");
  list.replaceChildren();
  for (const command of state.keys) {
    const term = document.createElement("dt");
    term.textContent = command.keys.join(", ");
    const what = document.createElement("dd");
    what.textContent = command.name;
    list.append(term, what);
  }
}

// -- gestures: the app's, on the table, when no screen reader takes the touches ---------------
const gesture = { points: [], start: 0, taps: 0, timer: null };
const STEP = 40;                          // pixels of a swipe's stroke

function strokes(points) {
  const out = [];
  let [x0, y0] = points[0];
  for (const [x, y] of points) {
    const dx = x - x0, dy = y - y0;
    if (Math.abs(dx) < STEP && Math.abs(dy) < STEP) continue;
    const rtl = document.documentElement.dir === "rtl";
    const way = Math.abs(dx) > Math.abs(dy) ? ((dx > 0) !== rtl ? "right" : "left") : (dy > 0 ? "down" : "up");
    if (out[out.length - 1] !== way) out.push(way);
    x0 = x; y0 = y;
  }
  return out;
}

function onTouchStart(event) {
  if (event.touches.length !== 1) return;
  gesture.points = [[event.touches[0].clientX, event.touches[0].clientY]];
  gesture.start = event.timeStamp;
}

function onTouchMove(event) {
  if (event.touches.length === 1) gesture.points.push([event.touches[0].clientX, event.touches[0].clientY]);
}

function onTouchEnd(event) {
  if (!gesture.points.length || !state.shown) return;
  const ways = strokes(gesture.points);
  gesture.points = [];
  if (ways.length) {
    event.preventDefault();
    return runGesture("swipe-" + ways.join("-"));
  }
  if (event.timeStamp - gesture.start > 700) return runGesture("long-press");
  gesture.taps += 1;
  clearTimeout(gesture.timer);
  gesture.timer = setTimeout(() => {
    const names = { 2: "double-tap", 3: "triple-tap", 4: "quadruple-tap" };
    const name = names[gesture.taps];
    gesture.taps = 0;
    if (name) runGesture(name);
  }, 300);
}

function runGesture(name) {
  const command = state.keys.find((c) => c.gesture === name);
  if (command) runCommand(command);
}

// -- the forms and buttons ---------------------------------------------------------------------
function wire() {
  $("login-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("name").value.trim();
    if (name) hello({ type: "hello", version: VERSION, name, form: $("form").value });
  });
  for (const [id, type] of [["log-in", "login"], ["register", "register"]]) {
    $(id).addEventListener("click", () => {
      const name = $("name").value.trim(), password = $("password").value;
      const form = type === "register" ? { form: $("form").value } : {};   // an account keeps its own
      if (name && password) hello({ type, version: VERSION, name, password, ...form });
    });
  }
  $("refresh").addEventListener("click", () => request({ type: "list_tables" }).catch(() => {}));
  $("create-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const bot = $("bots").value;
    const options = { target: Number($("target").value) };
    if ($("qaid").checked) options.qaid = true;
    request({ type: "create_table", preset: $("preset").value, options, public: $("public").checked,
              bots: [bot, bot, bot, bot], seat: 0 }).catch(() => {});
  });
  $("preset").addEventListener("change", () => {
    const targets = $("preset").value === "belote" ? [501, 1000] : [152, 52];
    $("target").replaceChildren(...targets.map((t) => new Option(tr("web-points", { points: t }), t)));
  });
  $("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code").value.trim();
    if (code) join({ code });
  });
  $("start").addEventListener("click", () => request({ type: "start_match" }).catch(() => {}));
  for (const button of document.querySelectorAll(".leave")) {
    button.addEventListener("click", () => { request({ type: "leave_table" }).catch(() => {}); lobby(); });
  }
  // the fair shuffle's seal, on request (the desktop's game menu item), not a match's first words
  $("seal").addEventListener("click", () => send({ type: "ask", question: "seal" }));
  $("next-round").addEventListener("click", () => {
    if (state.ended) return lobby();
    send({ type: "ready" });
  });
  $("chat-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("chat-text").value.trim();
    if (text) send({ type: "chat", text, ref: ++state.ref });
    $("chat-text").value = "";
  });
  $("lang").addEventListener("change", async () => {
    store.setItem("lang", $("lang").value);
    await loadWords($("lang").value);
    send({ type: "words", lang: state.lang, rate: rate() });
    $("preset").dispatchEvent(new Event("change"));
  });
  for (const id of ["large-text", "contrast"]) {
    $(id).checked = store.getItem(id) === "on";
    const apply = () => {
      document.documentElement.classList.toggle(id === "large-text" ? "large" : "contrast", $(id).checked);
      store.setItem(id, $(id).checked ? "on" : "off");
    };
    $(id).addEventListener("change", apply);
    apply();
  }
  document.addEventListener("keydown", onKey);
  for (const kind of ["keydown", "pointerdown"]) {     // sound may start after a gesture
    document.addEventListener(kind, () => { if ($("sound").checked) loadSounds(); }, { once: true });
  }
  const felt = $("table");
  felt.addEventListener("touchstart", onTouchStart, { passive: true });
  felt.addEventListener("touchmove", onTouchMove, { passive: true });
  felt.addEventListener("touchend", onTouchEnd);
}

async function start() {
  wire();
  await loadWords(pageLanguage());
  performance.mark("baloot-labelled");   // the page's first words (scripts/bench_web.py)
  $("preset").dispatchEvent(new Event("change"));
  state.name = store.getItem("name") || "";
  state.token = store.getItem("token");
  state.form = store.getItem("form") || "unspecified";
  $("form").value = state.form;
  connect("/");
}

start();
