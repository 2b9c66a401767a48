// The game window's reality check (issue 20, UKGC RTS 13; no framework, no inline script).
// The server says when the next check is due (GET /api/v1/play/reality-check, by the game
// session); this window waits that long on its own clock from the answer, claims the check among
// the site's tabs and game windows on the BroadcastChannel the web app uses (the contract's
// REALITY_CHANNEL; a game window outranks a tab), and the winner shows the dialog. Only its two
// buttons close it: "continue" answers the server; "stop" answers it too, and this window leaves the
// game for the site's bet records.
(function () {
  'use strict';
  const CHANNEL = 'site-reality-check';
  const CLAIM_MS = 300;
  const RANK = 2;
  const body = document.body;
  const game = body.dataset.game || '';
  const lang = body.dataset.lang || 'TW';
  const text = (key) => body.dataset['r' + key.charAt(0).toUpperCase() + key.slice(1)] || key;
  const storeKey = 'play-session:' + game;
  const dialog = document.getElementById('reality');
  const id = window.crypto && typeof window.crypto.randomUUID === 'function' ? window.crypto.randomUUID() : String(Math.random()).slice(2);
  const claims = new Map();
  const shownDue = new Set();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  let current = null;
  let timer = null;
  // The server's clock minus this window's, measured at the first answer and kept: the due time and
  // the time played follow this window's clock from then on (an injected clock in tests included).
  let skew = null;
  const serverNow = () => Date.now() + (skew || 0);

  async function api(method, path) {
    const headers = { accept: 'application/json', language: lang };
    const session = sessionStorage.getItem(storeKey);
    if (!session) throw new Error('no session');
    headers['game-session'] = session;
    const res = await fetch('/api' + path, { method, headers, credentials: 'same-origin' });
    const json = await res.json();
    if (!json || json.code !== '000000') throw new Error(json && json.msg);
    return json.data;
  }

  // SPEC money display: 2 decimals, truncated, comma thousands.
  function money(value) {
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
    if (!m) return String(value);
    return m[1] + m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + ((m[3] || '') + '00').slice(0, 2);
  }

  function schedule() {
    clearTimeout(timer);
    if (!current || dialog.open) return;
    const session = current.data.session;
    if (!session || !session.dueAt) return;
    timer = setTimeout(due, Math.max(0, Date.parse(session.dueAt) - serverNow()));
  }

  async function load() {
    try {
      const data = await api('GET', '/v1/play/reality-check');
      if (skew === null) skew = Date.parse(data.now) - Date.now();
      current = { data: data };
      schedule();
    } catch {
      // No session, or the network: the next load tries again.
    }
  }

  function claim(dueAt) {
    if (shownDue.has(dueAt)) return Promise.resolve(false);
    const list = claims.get(dueAt) || [];
    list.push({ id: id, rank: RANK });
    claims.set(dueAt, list);
    if (channel) channel.postMessage({ type: 'claim', dueAt: dueAt, id: id, rank: RANK });
    return new Promise((resolve) => {
      setTimeout(() => {
        let best = null;
        for (const c of claims.get(dueAt) || []) if (!best || c.rank > best.rank || (c.rank === best.rank && c.id < best.id)) best = c;
        const mine = !shownDue.has(dueAt) && best !== null && best.id === id;
        if (mine && channel) channel.postMessage({ type: 'shown', dueAt: dueAt });
        resolve(mine);
      }, CLAIM_MS);
    });
  }

  async function due() {
    const base = current;
    const dueAt = base.data.session.dueAt;
    if (!(await claim(dueAt))) return;
    let fresh = null;
    try {
      fresh = await api('GET', '/v1/play/reality-check');
    } catch {
      fresh = null;
    }
    // The time played never less than this window has counted since the session's start.
    const counted = (serverNow() - Date.parse(base.data.session.startedAt)) / 1000;
    const seconds = Math.max(fresh && fresh.session ? fresh.session.elapsedSeconds : 0, counted);
    show(seconds, fresh && fresh.session ? fresh.session.net : base.data.session.net);
  }

  // A bet the server refused because the check is due (issue 33, dice.js): this window met it, so it shows
  // the dialog at once, without a claim, and tells the others it is shown.
  async function refused() {
    if (dialog.open) return;
    let fresh = null;
    try {
      fresh = await api('GET', '/v1/play/reality-check');
    } catch {
      return;
    }
    if (skew === null) skew = Date.parse(fresh.now) - Date.now();
    current = { data: fresh };
    const session = fresh.session;
    if (!session || dialog.open) return;
    clearTimeout(timer);
    if (session.dueAt) {
      shownDue.add(session.dueAt);
      if (channel) channel.postMessage({ type: 'shown', dueAt: session.dueAt });
    }
    show(session.elapsedSeconds, session.net);
  }

  function show(seconds, net) {
    const total = Math.floor(seconds / 60);
    const h = Math.floor(total / 60);
    const m = total % 60;
    const time = h > 0 ? text('hoursMinutes').replace('{h}', String(h)).replace('{m}', String(m)) : text('minutes').replace('{m}', String(m));
    const negative = String(net).startsWith('-');
    document.getElementById('reality-played').textContent = text('played').replace('{time}', time);
    document.getElementById('reality-net').textContent = text(negative ? 'lost' : 'won').replace('{amount}', money(negative ? String(net).slice(1) : net));
    dialog.showModal();
  }

  async function answer(stop) {
    try {
      current = { data: await api('POST', '/v1/play/reality-check/ack') };
    } catch {
      // The check comes back when the server's due time passes again.
    }
    if (channel) channel.postMessage({ type: stop ? 'stop' : 'answered' });
    dialog.close();
    if (stop) {
      window.location.assign('/mine/betRecord');
      return;
    }
    schedule();
  }

  // Escape would close a modal <dialog>: the player answers with a button instead.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  document.getElementById('reality-continue').addEventListener('click', () => answer(false));
  document.getElementById('reality-stop').addEventListener('click', () => answer(true));

  if (channel) {
    channel.onmessage = (event) => {
      const message = event.data || {};
      if (message.type === 'claim') {
        const list = claims.get(message.dueAt) || [];
        list.push({ id: message.id, rank: message.rank });
        claims.set(message.dueAt, list);
      } else if (message.type === 'shown') {
        shownDue.add(message.dueAt);
      } else if (message.type === 'answered') {
        if (dialog.open) dialog.close();
        load();
      } else if (message.type === 'stop') {
        // Stopped from the site: this game window closes (it was opened by the site's script).
        window.close();
      }
    };
  }

  document.addEventListener('play:ready', load);
  document.addEventListener('play:reality-due', refused);
  setInterval(load, 5 * 60_000);
})();
