// The interpreter module PyScript loads (pyscript.toml's `interpreter`): Pyodide's own loadPyodide, which
// first tries to restore the memory snapshot tools/build.py made of a started Python with Tavolo imported.
// Restoring skips Python's start and Tavolo's imports; anything wrong with the snapshot (missing, damaged,
// made by another build of Pyodide or from other sources, a failed restore) only means a normal start.
//
// The snapshot is used only when the browser already keeps it: the service worker's cache, when one controls
// the page (it precaches the whole site), or the HTTP cache, where this module put it on an earlier visit (KEPT
// says so). On a phone's network it is the largest file by far (4.4 MB compressed), and a first visit is ready
// sooner starting Python afresh from the bytecode archives than waiting for it. Once the app is up, the service
// worker's precache brings it (static/boot.js registers the worker then); where no worker registers, this
// module fetches it into the HTTP cache (keepSnapshot). The next visit restores it.
//
// Tavolo's sources come as one archive (tavolo.zip, its names under tavolo/), written as it is into
// Python's file system and imported from there by zipimport: no unpacking, on either path. The snapshot
// was made with the same archive at the same place on sys.path, so after a restore its modules are already
// imported and the file is there for any module imported later.
//
// tools/build.py writes this file to the site's root, with {{PYODIDE}} the vendored Pyodide's folder,
// ARCHIVE {url, path (where Python finds it)}, STDLIB {url} (the standard library the page needs, or null:
// Pyodide's own) and SNAPSHOT the snapshot it made: {url, bytes (its size unpacked), buildId (Pyodide's
// BUILD_ID), sources (a hash of both archives and the runtime)}, or null when it made none.
import { loadPyodide as startPyodide, version } from "{{PYODIDE}}pyodide.mjs";

export { version };

const SNAPSHOT = /*SNAPSHOT*/null;
const ARCHIVE = /*ARCHIVE*/null;
const STDLIB = /*STDLIB*/null;
const INDEX_URL = new URL("{{PYODIDE}}", import.meta.url).href;
// The first words of a snapshot: a magic number, then (words 4-11) the BUILD_ID of the Pyodide that made it.
const MAGIC = 1886286592;

function mark(name) {
  try { performance.mark("tavolo:" + name); } catch (error) { /* marks are for the benchmark only */ }
}

function progress(detail) {
  window.dispatchEvent(new CustomEvent("tavolo:progress", { detail }));
}

// localStorage: the sources of the snapshot this browser's HTTP cache holds (keepSnapshot).
const KEPT = "tavolo.snapshot";
let snapshotFailed = false;       // a copy failed its checks: not fetched again by this page
// Start as soon as PyScript imports this module, in parallel with Pyodide's own downloads: the snapshot's
// response when the browser keeps it, else null at once.
const snapshotResponse = SNAPSHOT && snapshotKept() ? fetchSnapshot(SNAPSHOT) : Promise.resolve(null);
const snapshotBytes = snapshotResponse.then((response) => response && readSnapshot(response, SNAPSHOT));
const archiveBytes = fetchArchive(ARCHIVE.url);
archiveBytes.catch(() => {});     // reported when Python needs it

async function fetchArchive(url) {
  const response = await fetch(new URL(url, import.meta.url), { priority: "low" });
  if (!response.ok) throw new Error(`Tavolo: ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// The archive where the snapshot's sys.path expects it; on a fresh start, also on sys.path.
async function installArchive(pyodide, fresh) {
  pyodide.FS.writeFile(ARCHIVE.path, await archiveBytes);
  if (fresh) {
    const sys = pyodide.pyimport("sys");
    sys.path.insert(0, ARCHIVE.path);
    sys.destroy();
  }
}

function snapshotKept() {
  if (navigator.serviceWorker && navigator.serviceWorker.controller) return true;
  try {
    return window.localStorage.getItem(KEPT) === SNAPSHOT.sources;
  } catch (error) {
    return false;     // no storage: no record of it
  }
}

async function fetchSnapshot(snapshot) {
  mark("snapshot-fetch");
  try {
    const response = await fetch(new URL(snapshot.url, import.meta.url));
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    return response;
  } catch (error) {
    console.warn("Tavolo: no snapshot, Python starts afresh:", String(error));
    forget();
    return null;
  }
}

function forget() {
  snapshotFailed = true;
  try { window.localStorage.removeItem(KEPT); } catch (error) { /* nothing to forget */ }
}

async function readSnapshot(response, snapshot) {
  try {
    const packed = await readCounted(response, snapshot.bytes);
    // Stored compressed and sent with Content-Encoding (netlify.toml), so the browser unpacked it off the main
    // thread; a gzipped copy sent without that header is unpacked here (gzip's checksum then catches damage).
    // With the header, damage mostly fails the browser's decoding, and the length check below catches a
    // short file.
    const bytes = packed[0] === 0x1f && packed[1] === 0x8b
      ? new Uint8Array(await new Response(new Blob([packed]).stream()
        .pipeThrough(new DecompressionStream("gzip"))).arrayBuffer())
      : packed;
    mark("snapshot-fetched");
    const problem = bytes.byteLength === snapshot.bytes ? checkHeader(bytes, snapshot.buildId)
      : `${bytes.byteLength} bytes, not ${snapshot.bytes}`;
    if (problem) throw new Error(problem);
    return bytes;
  } catch (error) {
    console.warn("Tavolo: no snapshot, Python starts afresh:", String(error));
    forget();
    return null;
  }
}

// The body's bytes, reporting the share that has arrived: of `unpacked` bytes when the browser unpacks
// them, else of the Content-Length.
async function readCounted(response, unpacked) {
  const reader = response.body.getReader();
  const parts = [];
  let seen = 0;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!parts.length) {
      total = value[0] === 0x1f && value[1] === 0x8b ? Number(response.headers.get("content-length")) : unpacked;
    }
    parts.push(value);
    seen += value.byteLength;
    if (total) progress({ snapshot: Math.min(seen / total, 1) });
  }
  const bytes = new Uint8Array(seen);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

function checkHeader(bytes, buildId) {
  if (bytes.byteLength < 48 || bytes.byteLength % 4) return "not a snapshot";
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, 12);
  if (words[0] !== MAGIC) return "not a snapshot";
  const made = Array.from(words.subarray(4, 12), (w) => w.toString(16).padStart(8, "0")).join("");
  return made === buildId ? null : `made by another Pyodide build (${made.slice(0, 12)})`;
}

export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: INDEX_URL };
  if (STDLIB) settings.stdLibURL = new URL(STDLIB.url, import.meta.url).href;
  mark("runtime-start");
  const restored = await snapshotResponse ? await restore(settings) : null;
  const pyodide = restored || await startPyodide(settings);
  await installArchive(pyodide, !restored);
  mark("runtime-ready");
  document.documentElement.dataset.runtime = restored ? "snapshot" : "fresh";
  return pyodide;
}

// After a start without the snapshot, where no service worker registers (static/boot.js calls this once the app
// is up): fetch it into the HTTP cache for the next visit. Read and let go: only the cache keeps it.
// Not again after a copy that failed its checks (a damaged deploy): the next visit starts afresh and tries anew.
export async function keepSnapshot() {
  if (!SNAPSHOT || snapshotFailed || document.documentElement.dataset.runtime !== "fresh") return;
  try {
    const response = await fetch(new URL(SNAPSHOT.url, import.meta.url), { priority: "low" });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    await response.body.pipeTo(new WritableStream());
    try { window.localStorage.setItem(KEPT, SNAPSHOT.sources); } catch (error) { /* not remembered */ }
    document.documentElement.dataset.snapshotKept = "yes";
  } catch (error) {
    console.warn("Tavolo: the snapshot could not be kept for the next visit:", String(error));
    document.documentElement.dataset.snapshotKept = "no";
  }
}
window.tavoloKeepSnapshot = keepSnapshot;

// Pyodide restored from the snapshot, or null (and a warning) when it cannot be.
async function restore(settings) {
  try {
    // Handed over as a promise: Pyodide fetches its own files meanwhile and waits for the snapshot only
    // before it instantiates the WebAssembly. No snapshot: the promise fails and Python starts afresh.
    const snapshot = snapshotBytes.then((bytes) => bytes || Promise.reject(new Error("no snapshot")));
    snapshot.catch(() => {});     // handled below, once Pyodide has waited for it
    const pyodide = await startPyodide({ ...settings, _loadSnapshot: snapshot });
    const sources = pyodide.runPython("__import__('_tavolo_snapshot').sources");
    if (sources !== SNAPSHOT.sources) throw new Error("the snapshot holds other sources");
    // The snapshot froze the state of the random generator: every visit would draw the same numbers.
    pyodide.runPython("import random; random.seed()");
    return pyodide;
  } catch (error) {
    if (await snapshotBytes) {
      console.warn("Tavolo: the snapshot did not restore, Python starts afresh:", String(error));
      forget();
    }
    return null;
  }
}
