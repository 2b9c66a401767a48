// The demo game window (served by the server; no framework, no inline script).
// Trades the one-time launch token of the address for a game session, then
// plays dice rounds against the game wallet through /api/v1/play/*.
(function () {
  'use strict';
  const body = document.body;
  const game = body.dataset.game || '';
  const lang = body.dataset.lang || 'TW';
  const text = (key) => body.dataset['t' + key.charAt(0).toUpperCase() + key.slice(1)] || key;
  const storeKey = 'play-session:' + game;
  const $ = (id) => document.getElementById(id);
  const statusEl = $('status');
  const form = $('bet-form');
  const rollButton = $('roll');
  let unit = '';

  function setStatus(message, kind) {
    statusEl.textContent = message;
    statusEl.className = kind || '';
  }

  function newKey() {
    if (window.crypto && typeof window.crypto.randomUUID === 'function') return window.crypto.randomUUID();
    const bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  async function api(method, path, payload, extraHeaders) {
    const headers = Object.assign({ accept: 'application/json', language: lang }, extraHeaders || {});
    const session = sessionStorage.getItem(storeKey);
    if (session) headers['game-session'] = session;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch('/api' + path, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload), credentials: 'same-origin' });
    let json = null;
    try {
      json = await res.json();
    } catch {
      json = null;
    }
    if (!json || json.code !== '000000') {
      const error = new Error((json && json.msg) || 'error: ' + res.status);
      error.code = json && json.code;
      error.data = json && json.data;
      throw error;
    }
    return json.data;
  }

  // SPEC money display: 2 decimals, truncated, comma thousands (the wire gives decimal strings).
  function money(value) {
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
    if (!m) return String(value);
    return m[1] + m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + ((m[3] || '') + '00').slice(0, 2);
  }

  function showBalance(balance, currency, ratio) {
    if (currency !== undefined) unit = ratio !== 1 ? text('points') : currency;
    $('balance').textContent = money(balance) + (unit ? ' ' + unit : '');
  }

  function renderRounds(rounds) {
    const tbody = $('rounds');
    tbody.textContent = '';
    if (rounds.length === 0) {
      const row = tbody.insertRow();
      const cell = row.insertCell();
      cell.colSpan = 6;
      cell.textContent = text('noRounds');
      return;
    }
    for (const r of rounds) {
      const row = tbody.insertRow();
      const cells = [String(r.round), text(r.choice), r.dice[0] + ' + ' + r.dice[1] + ' = ' + (r.dice[0] + r.dice[1]), money(r.stake), money(r.payout), text(r.result)];
      for (const value of cells) row.insertCell().textContent = value;
      row.className = r.result;
    }
  }

  async function refresh() {
    const state = await api('GET', '/v1/play/state');
    showBalance(state.balance, state.currency, state.ratio);
    renderRounds(state.rounds);
    return state;
  }

  // A loss or session time limit's refusal (031050-031053) carries when play is allowed again.
  function limitUntil(error) {
    const resetAt = error && error.data && error.data.resetAt;
    if (typeof resetAt !== 'string' || !body.dataset.rLimitUntil) return '';
    return ' ' + body.dataset.rLimitUntil.replace('{date}', new Date(resetAt).toLocaleString(body.dataset.htmlLang || undefined));
  }

  function ended(error) {
    if (error && (error.code === '020006' || error.code === '020007')) {
      sessionStorage.removeItem(storeKey);
      form.hidden = true;
      setStatus(text('noSession'), 'error');
      return true;
    }
    return false;
  }

  async function start() {
    const params = new URLSearchParams(window.location.search);
    const launch = params.get('launch');
    if (launch) {
      // The launch token is single use: take it out of the address at once.
      params.delete('launch');
      const rest = params.toString();
      history.replaceState(null, '', window.location.pathname + (rest ? '?' + rest : ''));
      try {
        const session = await api('POST', '/v1/play/session', { launch: launch });
        sessionStorage.setItem(storeKey, session.session);
      } catch (error) {
        if (!sessionStorage.getItem(storeKey)) {
          if (!ended(error)) setStatus(error.message, 'error');
          return;
        }
      }
    }
    if (!sessionStorage.getItem(storeKey)) {
      setStatus(text('noSession'), 'error');
      return;
    }
    try {
      await refresh();
      form.hidden = false;
      setStatus(text('ready'));
      // The reality check (reality.js) starts once the game session stands.
      document.dispatchEvent(new Event('play:ready'));
    } catch (error) {
      if (!ended(error)) setStatus(error.message, 'error');
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const stake = $('stake').value.trim();
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(stake) || !/[1-9]/.test(stake)) {
      setStatus(text('invalidStake'), 'error');
      $('stake').focus();
      return;
    }
    const choice = form.querySelector('input[name="choice"]:checked').value;
    rollButton.disabled = true;
    setStatus(text('rolling'));
    try {
      const result = await api('POST', '/v1/play/bet', { stake: stake, choice: choice }, { 'idempotency-key': newKey() });
      const sum = String(result.round.dice[0] + result.round.dice[1]);
      const message = result.round.result === 'win' ? text('won').replace('{sum}', sum).replace('{payout}', money(result.round.payout)) : text('lost').replace('{sum}', sum);
      setStatus(message, result.round.result);
      await refresh();
    } catch (error) {
      if (!ended(error)) setStatus(error.message + limitUntil(error), 'error');
      // The reality check is due and unanswered (issue 33): the server refuses bets until it is answered,
      // so its dialog (reality.js) opens now rather than at this window's own due time.
      if (error && error.code && error.code === body.dataset.realityDueCode) document.dispatchEvent(new Event('play:reality-due'));
    } finally {
      rollButton.disabled = false;
    }
  });

  start();
})();
