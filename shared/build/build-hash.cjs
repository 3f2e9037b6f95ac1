// What a production build of an app is made from, as one hash: the app's package.json and
// src/, every shared package (shared/, this build configuration included) and the lockfile.
// The build writes it beside its output (dist/.build-hash); an app whose stored hash matches
// is not built again. Only Node's own modules: it runs before anything is installed.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const HASH_FILE = '.build-hash';
/** Folders that never change what an app ships: installed packages, build output, tests. */
const SKIPPED = new Set(['node_modules', 'dist', 'test', 'testing']);

/** Adds every file under `target` (a file or a folder) to `hash`: its path from the root, then its bytes. */
function addTree(hash, target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    hash.update(`missing\0${path.relative(root, target)}\0`);
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) {
      if (!SKIPPED.has(name)) addTree(hash, path.join(target, name));
    }
  } else if (stat.isFile()) {
    const bytes = fs.readFileSync(target);
    hash.update(`file\0${path.relative(root, target).split(path.sep).join('/')}\0${bytes.length}\0`);
    hash.update(bytes);
  }
}

let sharedHash;
/** The inputs every app shares (shared/ and the lockfile), hashed once per process. */
function sharedInputsHash() {
  if (!sharedHash) {
    const hash = crypto.createHash('sha256');
    addTree(hash, path.join(root, 'shared'));
    addTree(hash, path.join(root, 'pnpm-lock.yaml'));
    sharedHash = hash.digest('hex');
  }
  return sharedHash;
}

/** The hash of everything a production build of the app at `appDir` is made from. */
function appInputsHash(appDir) {
  const hash = crypto.createHash('sha256');
  hash.update(`production\0${sharedInputsHash()}\0`);
  addTree(hash, path.join(appDir, 'package.json'));
  addTree(hash, path.join(appDir, 'src'));
  return hash.digest('hex');
}

/** The hash stored beside a build in `outputDir`, or undefined. */
function readBuildHash(outputDir) {
  try {
    return fs.readFileSync(path.join(outputDir, HASH_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

function writeBuildHash(outputDir, value) {
  fs.writeFileSync(path.join(outputDir, HASH_FILE), `${value}\n`);
}

module.exports = { HASH_FILE, appInputsHash, readBuildHash, writeBuildHash };
