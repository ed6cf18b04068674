/* global document, window */
// The in-house game page's script (served as a file: the site's CSP allows no inline script). It talks to the
// game API with the launch ticket the page was opened with, never with the session token. The ticket travels in
// the X-Game-Ticket header or the JSON body, never in a URL, and leaves the address bar after the first answer.
(function () {
  'use strict';
  var root = document.getElementById('play');
  if (!root) return;
  var ticket = root.dataset.ticket;
  var merchant = root.dataset.merchant;
  var language = root.dataset.language;
  var kind = root.dataset.kind;
  var minBet = Number(root.dataset.minBet);
  var maxBet = Number(root.dataset.maxBet);
  var texts = JSON.parse(root.dataset.texts);
  var balanceEl = document.getElementById('balance');
  var messageEl = document.getElementById('message');
  var form = document.getElementById('bet-form');
  var stakeEl = document.getElementById('stake');
  var betButton = document.getElementById('bet');
  var picked = null;
  var busy = false;
  // A bet whose answer never came (the network failed): pressed again with the same stake and pick, it goes with
  // the same key, so the server answers the first bet instead of placing a second one.
  var unanswered = null;

  function newBetKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      })
      .join('');
  }

  var number = new Intl.NumberFormat(language === 'EN' ? 'en-PH' : 'fil-PH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  function money(amount) {
    return texts.currencySymbol + number.format(amount);
  }
  function fill(template, params) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return name in params ? String(params[name]) : whole;
    });
  }
  function say(text, tone) {
    messageEl.textContent = text;
    messageEl.className = 'message' + (tone ? ' ' + tone : '');
  }
  function setBalance(amount) {
    balanceEl.textContent = money(amount);
  }
  function setBusy(value) {
    busy = value;
    betButton.disabled = value;
  }

  function call(method, path, body) {
    var headers = { Merchant: merchant, Language: language };
    var url = path;
    var init = { method: method, headers: headers, credentials: 'same-origin', cache: 'no-store' };
    if (method === 'GET') headers['X-Game-Ticket'] = ticket;
    else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(Object.assign({ ticket: ticket }, body));
    }
    return fetch(url, init).then(
      function (res) {
        return res.json().then(
          function (envelope) {
            if (envelope && envelope.success) return envelope.value;
            var error = new Error((envelope && envelope.message) || texts.error);
            error.code = envelope && envelope.errorCode;
            error.value = envelope && envelope.value;
            throw error;
          },
          function () {
            throw new Error(texts.error);
          },
        );
      },
      function () {
        throw new Error(texts.error);
      },
    );
  }

  function showRound(round) {
    if (kind === 'slot') {
      var reels = document.querySelectorAll('.reel');
      round.outcome.forEach(function (symbol, i) {
        if (!reels[i]) return;
        // Pictures, not emoji: not every phone has an emoji font.
        var img = document.createElement('img');
        img.src = '/play/assets/sym-' + symbol.toLowerCase() + '-v1.svg';
        img.alt = texts.symbols[symbol] || symbol;
        img.width = 56;
        img.height = 56;
        reels[i].replaceChildren(img);
      });
    } else {
      document.getElementById('drawn').textContent = round.outcome.length ? round.outcome[0] : '–';
    }
    if (round.status !== 'settled') return;
    if (round.payout > 0) say(fill(texts.win, { amount: money(round.payout) }), 'win');
    else say(texts.lose, '');
  }

  function fail(error) {
    say(error.message || texts.error, 'error');
    if (error.code === 'game.ticket.invalid') betButton.disabled = true;
  }

  // A number-draw round is drawn when its time has come; the server refuses an early draw with the time.
  function drawWhenDue(round) {
    var wait = Math.max(0, round.drawAt - round.createdAt);
    say(texts.drawing, '');
    document.getElementById('drawn').textContent = '…';
    window.setTimeout(function attempt() {
      call('POST', '/wps/game/inhouse/draw', { roundId: round.roundId }).then(
        function (result) {
          setBalance(result.balance);
          showRound(result.round);
          setBusy(false);
        },
        function (error) {
          if (error.code === 'game.round.not.ready' && error.value && error.value.drawAt) {
            window.setTimeout(attempt, 500);
            return;
          }
          fail(error);
          setBusy(false);
        },
      );
    }, wait);
  }

  if (kind === 'draw') {
    var buttons = document.querySelectorAll('.number');
    buttons.forEach(function (button) {
      button.addEventListener('click', function () {
        picked = Number(button.dataset.number);
        buttons.forEach(function (other) {
          other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
        });
      });
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    var stake = Number(stakeEl.value);
    if (!(stake >= minBet) || stake > maxBet) {
      say(fill(texts.minBet, { amount: money(minBet) }), 'error');
      return;
    }
    if (kind === 'draw' && picked === null) {
      say(texts.pickFirst, 'error');
      return;
    }
    setBusy(true);
    say('', '');
    var body = { stake: Math.round(stake * 100) / 100 };
    if (kind === 'draw') body.pick = [picked];
    var retry = unanswered && unanswered.stake === body.stake && unanswered.pick === picked;
    body.requestId = retry ? unanswered.requestId : newBetKey();
    call('POST', '/wps/game/inhouse/bet', body).then(
      function (result) {
        unanswered = null;
        setBalance(result.balance);
        showRound(result.round);
        if (result.round.status === 'open') drawWhenDue(result.round);
        else setBusy(false);
      },
      function (error) {
        // No envelope came back: the bet may have been placed. An answered refusal placed nothing.
        unanswered = error.code ? null : { requestId: body.requestId, stake: body.stake, pick: picked };
        fail(error);
        setBusy(false);
      },
    );
  });

  // The ticket is a bearer credential: once the page works, the address (history, a shared link, a screenshot)
  // no longer shows it. A reload then shows the "expired" page with its way back to the lobby.
  function forgetTicketInAddress() {
    if (!window.history || !window.history.replaceState) return;
    var url = new URL(window.location.href);
    if (!url.searchParams.has('ticket')) return;
    url.searchParams.delete('ticket');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }

  // Fresh state (the balance may have moved since the page was rendered), and a round left open is drawn.
  call('GET', '/wps/game/inhouse/state').then(function (state) {
    forgetTicketInAddress();
    setBalance(state.balance);
    if (state.openRound) {
      setBusy(true);
      drawWhenDue(state.openRound);
    }
  }, fail);
})();
