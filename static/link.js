// Devices playing together over the local network: WebRTC data channels between browsers, with no server of any
// kind (no STUN, no TURN, host candidates only). The connection descriptions travel as short codes inside join
// and reply addresses (shown as QR codes or copied as text), so a code keeps only what the other side cannot
// rebuild; decoding makes a complete data-channel-only SDP again.
//
// window.tavoloLink:
//   offer(linkId) -> Promise<code>      host: a new connection waiting for its answer
//   accept(answerCode) -> Promise<linkId>  host: applies an answer to the pending offer it answers
//   answer(offerCode) -> Promise<code>  guest: the answer to a host's offer (the guest's link is always "host")
//   send(linkId, text) -> boolean, close(linkId), closeAll(), broadcast(text)
//   trace() -> the last connection steps of this page, as lines of text (what to look at when a link hangs)
//   onevent = function (linkId, kind, text): kind "open", "message", "closed", "broadcast" (linkId ""), and
//     "bad_message" (text "too_large" or "too_deep") for a message not passed on: every message is measured
//     before the page reads it, against the limits of src/tavolo/devices/protocol.py (a device's messages are
//     small, a host's may carry a finished game; a message nested 100,000 deep would exhaust the page's stack)
//   onleave = function (): called as the page goes, before the connections close (last messages)
//   codec.encode(sdp, kind, tag) -> code, codec.decode(code) -> {kind, ufrag, pwd, fingerprint, setup,
//   candidates, tag, sdp}
// Errors: Error("bad_code") for a code that does not decode, Error("unknown_code") for an answer to no pending
// offer of this tab, Error("closed") when the link was closed or replaced while its code was being made.
// A message must stay under 256 KiB (the max-message-size both sides announce): send() returns false beyond.
//
// A page opened on a join address (#/join/CODE: a phone's camera opening the host's code, often its first visit,
// with the whole runtime still to download) answers the offer at once, before the app is up, and shows the reply
// in the join screen's opening (see earlyJoin at the end).
(function () {
  "use strict";

  var VERSION = 1;
  var GATHER_MS = 2000;
  var DISCONNECT_MS = 4000;        // a connection "disconnected" this long counts as lost
  var MAX_CANDIDATES = 4;
  var CHANNEL = "tavolo";
  var BROADCAST = "tavolo-link";
  var KINDS = ["offer", "answer"];
  var SETUPS = ["actpass", "active", "passive"];
  // ICE ufrag and pwd use exactly the 64 characters of base64, so each takes 6 bits.
  var ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  var B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  var ADDR_IPV4 = 4, ADDR_IPV6 = 6, ADDR_MDNS = 1;
  var MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
  // The same limits as src/tavolo/devices/protocol.py (a test compares them): UTF-8 bytes, brackets open at once.
  var MAX_FROM_DEVICE = 4096;
  var MAX_FROM_HOST = 262144;
  var MAX_BETWEEN_TABS = 4096;
  var MAX_DEPTH = 32;

  function badCode() { return new Error("bad_code"); }

  // ---- bounds ---------------------------------------------------------------------------------------------
  // Its UTF-8 size, or more than max as soon as that is sure (a lone surrogate counts 3, as TextEncoder writes it).
  function utf8Size(text, max) {
    if (text.length > max || text.length * 3 <= max) return text.length;
    var n = 0;
    for (var i = 0; i < text.length && n <= max; i++) {
      var c = text.charCodeAt(i);
      if (c < 0x80) n += 1;
      else if (c < 0x800) n += 2;
      else if (c >= 0xd800 && c < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
      else n += 3;
    }
    return n;
  }

  // Whether no more than max arrays and objects are open at once, outside strings: one pass, no recursion.
  function depthWithin(text, max) {
    var depth = 0, inString = false;
    for (var i = 0; i < text.length; i++) {
      var c = text.charCodeAt(i);
      if (inString) {
        if (c === 92) i++;                          // a backslash: the next character is escaped
        else if (c === 34) inString = false;
      } else if (c === 34) inString = true;
      else if (c === 91 || c === 123) { if (++depth > max) return false; }
      else if (c === 93 || c === 125) depth--;
    }
    return true;
  }

  // Why a message may not be passed on to the page, or "" when it may.
  function tooBig(text, maxBytes) {
    if (utf8Size(text, maxBytes) > maxBytes) return "too_large";
    return depthWithin(text, MAX_DEPTH) ? "" : "too_deep";
  }

  // ---- bytes ------------------------------------------------------------------------------------------
  function toBase64url(bytes) {
    var out = "", i, n;
    for (i = 0; i + 2 < bytes.length; i += 3) {
      n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
      out += B64URL[n >> 18] + B64URL[(n >> 12) & 63] + B64URL[(n >> 6) & 63] + B64URL[n & 63];
    }
    if (bytes.length - i === 1) {
      n = bytes[i] << 16;
      out += B64URL[n >> 18] + B64URL[(n >> 12) & 63];
    } else if (bytes.length - i === 2) {
      n = (bytes[i] << 16) | (bytes[i + 1] << 8);
      out += B64URL[n >> 18] + B64URL[(n >> 12) & 63] + B64URL[(n >> 6) & 63];
    }
    return out;
  }

  function fromBase64url(text) {
    if (typeof text !== "string" || !/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw badCode();
    var bytes = [], bits = 0, value = 0;
    for (var i = 0; i < text.length; i++) {
      value = (value << 6) | B64URL.indexOf(text[i]);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        bytes.push((value >> bits) & 255);
      }
    }
    return bytes;
  }

  function Writer() { this.bytes = []; }
  Writer.prototype.byte = function (b) { this.bytes.push(b & 255); };
  Writer.prototype.iceString = function (s) {
    if (s.length < 1 || s.length > 255) throw new Error("ice string length " + s.length);
    this.byte(s.length);
    var value = 0, bits = 0;
    for (var i = 0; i < s.length; i++) {
      var c = ICE_CHARS.indexOf(s[i]);
      if (c < 0) throw new Error("not an ICE character: " + s[i]);
      value = ((value << 6) | c) & 0xffffff;
      bits += 6;
      while (bits >= 8) { bits -= 8; this.byte(value >> bits); }
    }
    if (bits) this.byte(value << (8 - bits));
  };

  function Reader(bytes) { this.bytes = bytes; this.at = 0; }
  Reader.prototype.byte = function () {
    if (this.at >= this.bytes.length) throw badCode();
    return this.bytes[this.at++];
  };
  Reader.prototype.take = function (n) {
    if (this.at + n > this.bytes.length) throw badCode();
    var out = this.bytes.slice(this.at, this.at + n);
    this.at += n;
    return out;
  };
  Reader.prototype.iceString = function (min) {
    var length = this.byte();
    if (length < min) throw badCode();
    var packed = this.take(Math.ceil(length * 6 / 8));
    var out = "", value = 0, bits = 0, k = 0;
    while (out.length < length) {
      if (bits < 6) { value = ((value << 8) | packed[k++]) & 0xffff; bits += 8; }
      bits -= 6;
      out += ICE_CHARS[(value >> bits) & 63];
    }
    return out;
  };

  // ---- addresses ----------------------------------------------------------------------------------------
  function ipv4Bytes(text) {
    var parts = text.split(".");
    if (parts.length !== 4) return null;
    var out = [];
    for (var i = 0; i < 4; i++) {
      if (!/^\d{1,3}$/.test(parts[i]) || +parts[i] > 255) return null;
      out.push(+parts[i]);
    }
    return out;
  }

  function ipv6Bytes(text) {
    if (text.indexOf(":") < 0 || text.indexOf("%") >= 0) return null;
    var halves = text.split("::");
    if (halves.length > 2) return null;
    var head = groupsOf(halves[0]), tail = halves.length === 2 ? groupsOf(halves[1]) : [];
    if (!head || !tail) return null;
    var missing = 8 - head.length - tail.length;
    if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
    var all = head.concat(new Array(missing).fill(0), tail), out = [];
    for (var i = 0; i < 8; i++) out.push(all[i] >> 8, all[i] & 255);
    return out;
  }

  function groupsOf(text) {
    if (!text) return [];
    var list = text.split(":"), out = [];
    for (var i = 0; i < list.length; i++) {
      var v4 = i === list.length - 1 ? ipv4Bytes(list[i]) : null;
      if (v4) out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      else if (/^[0-9a-fA-F]{1,4}$/.test(list[i])) out.push(parseInt(list[i], 16));
      else return null;
    }
    return out;
  }

  function addressText(type, bytes) {
    var i, hex = "";
    if (type === ADDR_IPV4) return bytes.join(".");
    if (type === ADDR_IPV6) {
      var groups = [];
      for (i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
      return groups.join(":");
    }
    for (i = 0; i < 16; i++) hex += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-"
      + hex.slice(20) + ".local";
  }

  function addressBytes(address) {
    var bytes = ipv4Bytes(address);
    if (bytes) return { type: ADDR_IPV4, bytes: bytes };
    bytes = ipv6Bytes(address);
    if (bytes) return { type: ADDR_IPV6, bytes: bytes };
    var m = MDNS.exec(address);
    if (!m) return null;
    var hex = (m[1] + m[2] + m[3] + m[4] + m[5]).toLowerCase();
    bytes = [];
    for (var i = 0; i < 32; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
    return { type: ADDR_MDNS, bytes: bytes };
  }

  // ---- codec ----------------------------------------------------------------------------------------
  function sdpValue(lines, prefix) {
    for (var i = 0; i < lines.length; i++) if (lines[i].indexOf(prefix) === 0) return lines[i].slice(prefix.length);
    return null;
  }

  function encode(sdp, kind, tag) {
    var lines = String(sdp).split(/\r?\n/);
    var ufrag = sdpValue(lines, "a=ice-ufrag:"), pwd = sdpValue(lines, "a=ice-pwd:");
    var fingerprint = sdpValue(lines, "a=fingerprint:sha-256 ");
    var setup = SETUPS.indexOf(sdpValue(lines, "a=setup:"));
    var kindIndex = KINDS.indexOf(kind);
    if (!ufrag || !pwd || !fingerprint || setup < 0 || kindIndex < 0) throw new Error("not a data-channel description");
    var fp = fingerprint.trim().split(":");
    if (fp.length !== 32) throw new Error("not a sha-256 fingerprint");
    var w = new Writer();
    w.byte(VERSION);
    w.byte(kindIndex | (setup << 1));
    w.iceString(ufrag);
    w.iceString(pwd);
    for (var i = 0; i < 32; i++) w.byte(parseInt(fp[i], 16));
    if (kindIndex === 1) w.iceString(String(tag));
    var candidates = [], seen = {};
    for (i = 0; i < lines.length && candidates.length < MAX_CANDIDATES; i++) {
      if (lines[i].indexOf("a=candidate:") !== 0) continue;
      // candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> ...
      var f = lines[i].slice(12).split(" ");
      if (f[1] !== "1" || String(f[2]).toLowerCase() !== "udp" || f[6] !== "typ" || f[7] !== "host") continue;
      var address = addressBytes(f[4]), port = +f[5];
      if (!address || !(port > 0 && port < 65536) || seen[f[4] + " " + port]) continue;
      seen[f[4] + " " + port] = true;
      candidates.push({ address: address, port: port });
    }
    w.byte(candidates.length);
    candidates.forEach(function (c) {
      w.byte(c.address.type);
      c.address.bytes.forEach(function (b) { w.byte(b); });
      w.byte(c.port >> 8);
      w.byte(c.port);
    });
    return toBase64url(w.bytes);
  }

  function decode(code) {
    var r = new Reader(fromBase64url(String(code).trim()));
    if (r.byte() !== VERSION) throw badCode();
    var flags = r.byte();
    if (flags > 5) throw badCode();
    var kind = KINDS[flags & 1], setup = SETUPS[flags >> 1];
    if (!setup) throw badCode();
    var ufrag = r.iceString(4), pwd = r.iceString(22);
    var fp = r.take(32).map(function (b) { return (b < 16 ? "0" : "") + b.toString(16).toUpperCase(); }).join(":");
    var tag = kind === "answer" ? r.iceString(1) : null;
    var count = r.byte();
    if (count > MAX_CANDIDATES) throw badCode();
    var candidates = [];
    for (var i = 0; i < count; i++) {
      var type = r.byte();
      var size = type === ADDR_IPV4 ? 4 : type === ADDR_IPV6 || type === ADDR_MDNS ? 16 : 0;
      if (!size) throw badCode();
      var address = addressText(type, r.take(size));
      var port = (r.byte() << 8) | r.byte();
      if (!port) throw badCode();
      candidates.push({ address: address, port: port });
    }
    if (r.at !== r.bytes.length) throw badCode();
    var sdp = [
      "v=0", "o=- " + sessionId(fp) + " 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
      "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"
    ];
    candidates.forEach(function (c, k) {
      // Host candidate priority (RFC 8445): type preference 126, earlier candidates preferred.
      var priority = 126 * 16777216 + (65535 - k) * 256 + 255;
      sdp.push("a=candidate:" + (k + 1) + " 1 udp " + priority + " " + c.address + " " + c.port
               + " typ host generation 0");
    });
    sdp.push("a=ice-ufrag:" + ufrag, "a=ice-pwd:" + pwd, "a=fingerprint:sha-256 " + fp, "a=setup:" + setup,
             "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144");
    return { kind: kind, setup: setup, ufrag: ufrag, pwd: pwd, fingerprint: fp, tag: tag,
             candidates: candidates, sdp: sdp.join("\r\n") + "\r\n" };
  }

  function sessionId(fp) {
    // Any number works; one taken from the fingerprint keeps decode() deterministic.
    return String(parseInt(fp.replace(/:/g, "").slice(0, 12), 16));
  }

  // ---- connections ----------------------------------------------------------------------------------
  var links = Object.create(null);   // linkId -> record {id, pc, dc, host, pending, tag, done}
  var handler = null;
  var queued = [];                   // events that came before the app set onevent
  // The answer to a join address made before the app was up (earlyJoin): {code, record, promise, claimed}, and
  // its connection's events, held until the app takes that answer (answer() with the same code).
  var early = null;
  var held = [];
  var CLAIM_MS = 5000;               // once the app is up, an early answer it has not taken by then is closed
  var steps = [];                    // the last connection steps, for trace()

  function note(linkId, what) {
    steps.push(Math.round(performance.now()) + " " + linkId + " " + what);
    if (steps.length > 60) steps.shift();
  }

  function deliver(linkId, kind, text) {
    if (kind !== "broadcast") note(linkId, kind + (kind === "message" ? " " + String(text).slice(0, 24) : ""));
    if (early && !early.claimed && linkId === "host") {
      if (held.length < 200) held.push([linkId, kind, text]);      // the app has not taken this answer yet
      return;
    }
    if (!handler) {
      if (queued.length < 200) queued.push([linkId, kind, text]);
      return;
    }
    try {
      handler(linkId, kind, text);
    } catch (error) {
      setTimeout(function () { throw error; });
    }
  }

  function emit(record, kind, text) {
    if (record.done || links[record.id] !== record) {
      note(record.id, kind + " of a closed or replaced link, dropped");
      return;
    }
    if (kind === "open") {
      if (record.opened) return;         // a channel already open when it arrives may still fire onopen
      record.opened = true;
    }
    if (kind === "closed") {
      record.done = true;
      shut(record);
      delete links[record.id];
    }
    deliver(record.id, kind, text);
  }

  function shut(record) {
    clearTimeout(record.timer);
    try { if (record.dc) record.dc.close(); } catch (error) { /* already closed */ }
    try { record.pc.close(); } catch (error) { /* already closed */ }
  }

  function close(linkId) {
    var record = links[linkId];
    if (!record) return;
    note(linkId, "closed here");
    record.done = true;
    delete links[linkId];
    shut(record);
  }

  function closeAll() {
    Object.keys(links).forEach(close);
  }

  function attachChannel(record, dc) {
    record.dc = dc;
    dc.onopen = function () { emit(record, "open", ""); };
    dc.onmessage = function (event) {
      if (typeof event.data !== "string") return;
      // A host hears devices, a device hears its host.
      var why = tooBig(event.data, record.host ? MAX_FROM_DEVICE : MAX_FROM_HOST);
      if (why) emit(record, "bad_message", why);
      else emit(record, "message", event.data);
    };
    dc.onclose = function () { emit(record, "closed", ""); };
    if (dc.readyState === "open") emit(record, "open", "");
  }

  function newRecord(linkId, host) {
    close(linkId);
    var pc = new RTCPeerConnection({ iceServers: [] });
    var record = { id: linkId, pc: pc, dc: null, host: host, pending: host, tag: null, done: false, timer: 0 };
    links[linkId] = record;
    pc.onconnectionstatechange = function () {
      var state = pc.connectionState;
      note(linkId, "connection " + state);
      clearTimeout(record.timer);
      if (state === "failed" || state === "closed") emit(record, "closed", "");
      else if (state === "disconnected") {
        record.timer = setTimeout(function () {
          if (pc.connectionState === "disconnected") emit(record, "closed", "");
        }, DISCONNECT_MS);
      }
    };
    return record;
  }

  function gathered(pc) {
    return new Promise(function (resolve) {
      if (pc.iceGatheringState === "complete") return resolve();
      var timer = setTimeout(finish, GATHER_MS);
      function finish() {
        clearTimeout(timer);
        pc.removeEventListener("icegatheringstatechange", check);
        resolve();
      }
      function check() { if (pc.iceGatheringState === "complete") finish(); }
      pc.addEventListener("icegatheringstatechange", check);
    });
  }

  function stillCurrent(record) {
    if (record.done || links[record.id] !== record) throw new Error("closed");
  }

  function offer(linkId) {
    linkId = String(linkId);
    var record = newRecord(linkId, true);
    note(linkId, "offer");
    attachChannel(record, record.pc.createDataChannel(CHANNEL, { ordered: true }));
    return record.pc.createOffer().then(function (description) {
      return record.pc.setLocalDescription(description);
    }).then(function () {
      return gathered(record.pc);
    }).then(function () {
      stillCurrent(record);
      var sdp = record.pc.localDescription.sdp;
      record.tag = sdpValue(sdp.split(/\r?\n/), "a=ice-ufrag:");
      return encode(sdp, "offer");
    });
  }

  function accept(answerCode) {
    return new Promise(function (resolve) {
      var parsed = decode(answerCode);
      if (parsed.kind !== "answer") throw badCode();
      var record = null;
      for (var id in links) {
        var candidate = links[id];
        if (candidate.host && candidate.pending && candidate.tag === parsed.tag) record = candidate;
      }
      if (!record) {
        note("-", "answer to no pending offer");
        throw new Error("unknown_code");
      }
      note(record.id, "answer accepted");
      record.pending = false;
      resolve(record.pc.setRemoteDescription({ type: "answer", sdp: parsed.sdp }).then(function () {
        return record.id;
      }, function () {
        throw badCode();
      }));
    });
  }

  function answer(offerCode) {
    if (early && !early.claimed && early.code === offerCode && links.host === early.record) {
      // The answer made before the app was up: the same reply the person may already have shown the host.
      early.claimed = true;
      note("host", "the early answer taken");
      return early.promise.then(function (code) {
        setTimeout(releaseHeld, 0);
        return code;
      }, function (error) {
        setTimeout(releaseHeld, 0);
        throw error;
      });
    }
    return new Promise(function (resolve) {
      var parsed = decode(offerCode);
      if (parsed.kind !== "offer") throw badCode();
      var record = newRecord("host", false);
      note("host", "answering an offer");
      record.pc.ondatachannel = function (event) {
        if (event.channel.label === CHANNEL && !record.dc) attachChannel(record, event.channel);
      };
      resolve(record.pc.setRemoteDescription({ type: "offer", sdp: parsed.sdp }).catch(function () {
        close("host");
        throw badCode();
      }).then(function () {
        return record.pc.createAnswer();
      }).then(function (description) {
        return record.pc.setLocalDescription(description);
      }).then(function () {
        return gathered(record.pc);
      }).then(function () {
        stillCurrent(record);
        return encode(record.pc.localDescription.sdp, "answer", parsed.ufrag);
      }));
    });
  }

  function send(linkId, text) {
    var record = links[linkId];
    if (!record || !record.dc || record.dc.readyState !== "open") {
      note(linkId, "not sent: " + String(text).slice(0, 24));
      return false;
    }
    try {
      record.dc.send(String(text));
      return true;
    } catch (error) {
      return false;
    }
  }

  var channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(BROADCAST) : null;
  if (channel) {
    channel.onmessage = function (event) {
      if (typeof event.data === "string" && !tooBig(event.data, MAX_BETWEEN_TABS)) deliver("", "broadcast", event.data);
    };
  }

  function broadcast(text) {
    if (channel) channel.postMessage(String(text));
  }

  var api = {
    offer: offer, accept: accept, answer: answer, send: send, close: close, closeAll: closeAll,
    broadcast: broadcast, codec: { encode: encode, decode: decode },
    trace: function () { return steps.slice(); }
  };
  Object.defineProperty(api, "onevent", {
    get: function () { return handler; },
    set: function (fn) {
      handler = typeof fn === "function" ? fn : null;
      if (handler) {
        var list = queued;
        queued = [];
        list.forEach(function (event) { deliver(event[0], event[1], event[2]); });
        if (early && !early.claimed) setTimeout(dropUnclaimed, CLAIM_MS);
      }
    }
  });
  window.tavoloLink = api;
  // The app's last words (onleave: the host's goodbye to every device) go out before the connections close.
  window.addEventListener("pagehide", function (event) {
    if (event.persisted) return;
    if (typeof api.onleave === "function") {
      try { api.onleave(); } catch (error) { setTimeout(function () { throw error; }); }
    }
    closeAll();
  });

  // ---- <tavolo-qr text="..." label="..."> --------------------------------------------------------------
  var SVG = "http://www.w3.org/2000/svg";
  var QUIET = 4;
  var sheet = null;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(":host{display:block}svg{display:block;width:100%;height:100%}");
  } catch (error) {
    sheet = null;
  }

  function utf8Binary(text) {
    var bytes = new TextEncoder().encode(text), out = "";
    for (var i = 0; i < bytes.length; i++) out += String.fromCharCode(bytes[i]);
    return out;
  }

  function qrSvg(text) {
    var qr = window.qrcode(0, "M");
    qr.addData(utf8Binary(text), "Byte");
    qr.make();
    var n = qr.getModuleCount(), size = n + 2 * QUIET, d = "";
    for (var row = 0; row < n; row++) {
      for (var col = 0; col < n;) {
        if (!qr.isDark(row, col)) { col++; continue; }
        var start = col;
        while (col < n && qr.isDark(row, col)) col++;
        d += "M" + (start + QUIET) + " " + (row + QUIET) + "h" + (col - start) + "v1h-" + (col - start) + "z";
      }
    }
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 " + size + " " + size);
    svg.setAttribute("width", "100%");
    svg.setAttribute("height", "100%");
    svg.setAttribute("shape-rendering", "crispEdges");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("data-modules", String(n));
    var back = document.createElementNS(SVG, "rect");
    back.setAttribute("width", String(size));
    back.setAttribute("height", String(size));
    back.setAttribute("fill", "#fff");
    var dark = document.createElementNS(SVG, "path");
    dark.setAttribute("d", d);
    dark.setAttribute("fill", "#000");
    svg.appendChild(back);
    svg.appendChild(dark);
    return svg;
  }

  if (window.customElements && !customElements.get("tavolo-qr")) {
    customElements.define("tavolo-qr", class extends HTMLElement {
      static get observedAttributes() { return ["text", "label", "role", "aria-label"]; }

      connectedCallback() {
        this.keepLabel();
        this.draw();
      }

      // A morph of the page drops attributes the new markup lacks: role and label come back.
      attributeChangedCallback(name) {
        if (name === "text") this.draw();
        else this.keepLabel();
      }

      keepLabel() {
        if (this.getAttribute("role") !== "img") this.setAttribute("role", "img");
        var label = this.getAttribute("label") || "";
        if (this.getAttribute("aria-label") !== label) this.setAttribute("aria-label", label);
      }

      draw() {
        var root = this.shadowRoot || this.attachShadow({ mode: "open" });
        if (sheet && root.adoptedStyleSheets.length === 0) root.adoptedStyleSheets = [sheet];
        var text = this.getAttribute("text") || "";
        if (text === this.drawn && root.firstChild) return;
        this.drawn = text;
        while (root.firstChild) root.removeChild(root.firstChild);
        if (!text || typeof window.qrcode !== "function") return;
        try {
          root.appendChild(qrSvg(text));
        } catch (error) {
          // Longer than a QR code holds: nothing drawn (the app shows the code as text too).
        }
      }
    });
  }

  // ---- a join address opened before the app is up ---------------------------------------------------------
  function releaseHeld() {
    var list = held;
    held = [];
    list.forEach(function (event) { deliver(event[0], event[1], event[2]); });
  }

  function dropUnclaimed() {
    if (!early || early.claimed) return;
    early.claimed = true;
    held = [];
    if (links.host === early.record) close("host");
  }

  // The offer in the address answered now, and the reply shown in the join screen's opening, which
  // tavolo.ui.pages.opening pre-renders in each language with an empty reply ([data-early-reply], hidden).
  function earlyJoin() {
    var match = /^#\/join\/([A-Za-z0-9_-]{1,1999})\/?$/.exec(window.location.hash || "");
    if (!match || !document.body || document.body.hasAttribute("data-ready")) return;
    var promise = answer(match[1]);
    early = { code: match[1], record: links.host, promise: promise, claimed: false };
    promise.then(function (reply) {
      if (document.body.hasAttribute("data-ready")) return;      // the app's own join screen is up
      var url = window.location.href.split("#")[0] + "#/reply/" + reply;
      var blocks = document.querySelectorAll("#app .opening [data-early-reply]");
      for (var i = 0; i < blocks.length; i++) {
        var block = blocks[i];
        block.querySelector("tavolo-qr").setAttribute("text", url);
        block.querySelector("input").value = url;
        block.hidden = false;
        var wait = block.parentNode.querySelector("[data-early-wait]");
        if (wait) wait.hidden = true;
      }
    }, function () { /* the app says what went wrong, once it takes this answer */ });
  }
  earlyJoin();
})();
