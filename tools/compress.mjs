// Brotli-compresses files for the transfer (tools/build.py runs it under Node; Python's standard library has no
// brotli). The site stores these files compressed and sends them with `Content-Encoding: br`, as netlify.toml
// declares, so the browser unpacks them in its network service, off the page's main thread.
//
//     node tools/compress.mjs '[{"from": "<file>", "to": "<file>", "quality": 11}, ...]'
//
// Quality 11 with a 16 MB window is brotli's smallest (pyodide.asm.wasm: 9.6 MB -> 2.77 MB, against 3.6 MB
// gzipped), and its slowest (about 30 s for that file): tools/build.py keeps what it made in build/cache.
// Prints one JSON line: the size of each result.
import fs from "node:fs";
import os from "node:os";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const jobs = JSON.parse(process.argv[2] || "null");
if (!Array.isArray(jobs)) {
  console.error('usage: node tools/compress.mjs \'[{"from": ..., "to": ..., "quality": 11}, ...]\'');
  process.exit(2);
}

async function compress(job) {
  const data = fs.readFileSync(job.from);
  const packed = await brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: job.quality ?? 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(job.to + ".part", packed);
  fs.renameSync(job.to + ".part", job.to);
  return [job.to, packed.length];
}

// One file per core at a time, the largest first: the asynchronous zlib calls run on libuv's thread pool, so a
// 2-core machine compresses two files at once (the build's longest step on a clean clone).
const queue = [...jobs].sort((a, b) => fs.statSync(b.from).size - fs.statSync(a.from).size);
const sizes = {};
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const [to, size] = await compress(job);
    sizes[to] = size;
  }
}
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
console.log(JSON.stringify(sizes));
