// Writes .br and .gz copies beside the built text files, so the platform can send them
// as they are (@fastify/static's preCompressed) instead of compressing on every request.
const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|wasm|ttf|txt|map)$/i;
/** Below this a compressed copy saves less than the extra request handling costs. */
const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The compressed copies of each content compressed in this process, by its hash: apps built in
 * one process can share files byte for byte; each content is compressed once.
 */
const compressedByContent = new Map();

function compress(data) {
  const key = crypto.createHash('sha256').update(data).digest('hex');
  let copies = compressedByContent.get(key);
  if (!copies) {
    copies = compressBoth(data);
    compressedByContent.set(key, copies);
    copies.catch(() => compressedByContent.delete(key));
  }
  return copies;
}

function compressBoth(data) {
  return Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
}

async function precompressFile(file) {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return { original: 0, br: 0, gz: 0 };
  const [br, gz] = await compress(data);
  // A copy that is not smaller would only cost bytes; the platform then sends the file itself.
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  return { original: data.length, br: Math.min(br.length, data.length), gz: Math.min(gz.length, data.length) };
}

/** Compresses every eligible file under `dir` (a fresh webpack output); returns the byte totals. */
async function precompressDir(dir) {
  const eligible = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  // The biggest first: one large file compressing last would leave the other threads idle.
  const sizes = new Map(await Promise.all(eligible.map(async (file) => [file, (await fs.stat(file)).size])));
  const files = eligible.sort((a, b) => sizes.get(b) - sizes.get(a));
  const totals = { files: 0, original: 0, br: 0, gz: 0 };
  // zlib's async calls run on libuv's thread pool: a few files at a time keeps every core busy.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await precompressFile(file);
      if (sizes.original === 0) continue;
      totals.files += 1;
      totals.original += sizes.original;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

module.exports = { precompressDir, COMPRESSIBLE, MIN_BYTES };
