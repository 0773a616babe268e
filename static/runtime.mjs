// The interpreter module PyScript loads (pyscript.toml's `interpreter`): Pyodide's own loadPyodide, which
// first tries to restore the memory snapshot tools/build.py made of a started Python with Tavolo imported.
// Restoring skips Python's start and Tavolo's imports; anything wrong with the snapshot (missing, damaged,
// made by another build of Pyodide or from other sources, a failed restore) only means a normal start.
//
// tools/build.py writes this file to the site's root, with {{PYODIDE}} the vendored Pyodide's folder and
// SNAPSHOT the snapshot it made: {url, buildId (Pyodide's BUILD_ID), sources (a hash of tavolo.zip)}, or
// null when it made none.
import { loadPyodide as startPyodide, version } from "{{PYODIDE}}pyodide.mjs";

export { version };

const SNAPSHOT = /*SNAPSHOT*/null;
const INDEX_URL = new URL("{{PYODIDE}}", import.meta.url).href;
// The first words of a snapshot: a magic number, then (words 4-11) the BUILD_ID of the Pyodide that made it.
const MAGIC = 1886286592;

function mark(name) {
  try { performance.mark("tavolo:" + name); } catch (error) { /* marks are for the benchmark only */ }
}

function progress(detail) {
  window.dispatchEvent(new CustomEvent("tavolo:progress", { detail }));
}

// Starts as soon as PyScript imports this module, in parallel with Pyodide's own downloads.
const snapshotBytes = SNAPSHOT ? fetchSnapshot(SNAPSHOT) : Promise.resolve(null);

async function fetchSnapshot(snapshot) {
  mark("snapshot-fetch");
  try {
    const response = await fetch(new URL(snapshot.url, import.meta.url));
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const total = Number(response.headers.get("content-length")) || 0;
    let seen = 0;
    const counted = response.body.pipeThrough(new TransformStream({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (total) progress({ snapshot: Math.min(seen / total, 1) });
        controller.enqueue(chunk);
      },
    }));
    const packed = new Uint8Array(await new Response(counted).arrayBuffer());
    // Stored gzipped; a host that sent it with Content-Encoding: gzip had the browser unpack it already.
    // gzip's own checksum and length make a damaged file fail here, before it reaches the runtime.
    const bytes = packed[0] === 0x1f && packed[1] === 0x8b
      ? new Uint8Array(await new Response(new Blob([packed]).stream()
        .pipeThrough(new DecompressionStream("gzip"))).arrayBuffer())
      : packed;
    mark("snapshot-fetched");
    const problem = checkHeader(bytes, snapshot.buildId);
    if (problem) throw new Error(problem);
    return bytes;
  } catch (error) {
    console.warn("Tavolo: no snapshot, Python starts afresh:", String(error));
    return null;
  }
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
  mark("runtime-start");
  if (SNAPSHOT) {
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
      mark("runtime-ready");
      document.documentElement.dataset.runtime = "snapshot";
      return pyodide;
    } catch (error) {
      if (await snapshotBytes) {
        console.warn("Tavolo: the snapshot did not restore, Python starts afresh:", String(error));
      }
    }
  }
  const pyodide = await startPyodide(settings);
  mark("runtime-ready");
  document.documentElement.dataset.runtime = "fresh";
  return pyodide;
}
