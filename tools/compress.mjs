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
import zlib from "node:zlib";

const jobs = JSON.parse(process.argv[2] || "null");
if (!Array.isArray(jobs)) {
  console.error('usage: node tools/compress.mjs \'[{"from": ..., "to": ..., "quality": 11}, ...]\'');
  process.exit(2);
}
const sizes = {};
for (const job of jobs) {
  const data = fs.readFileSync(job.from);
  const packed = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: job.quality ?? 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(job.to + ".part", packed);
  fs.renameSync(job.to + ".part", job.to);
  sizes[job.to] = packed.length;
}
console.log(JSON.stringify(sizes));
