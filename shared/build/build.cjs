#!/usr/bin/env node
// Builds apps (the host, remotes) for production, all in this one process:
// node build.cjs <appDir>... [--dev] [--out <dir>]
// (--out, for one app only: into that folder instead of the app's dist/, e.g. a versioned
// folder of a remote). The apps compile one after another; each one's precompression runs on
// Node's thread pool while the next one compiles. A production build into dist/ leaves the
// hash of its inputs there (build-hash.cjs), which scripts/setup.mjs compares to skip it.

// zlib and the file system share libuv's thread pool (4 threads unless told): compressing a
// finished app must not hold up the file reads of the one compiling. Set before any use.
process.env.UV_THREADPOOL_SIZE ||= '8';

const fs = require('node:fs');
const path = require('node:path');
const webpack = require(require.resolve('webpack', { paths: [__dirname] }));
const { makeConfig } = require('./webpack.config.cjs');
const { precompressDir } = require('./precompress.cjs');
const { HASH_FILE, appInputsHash, writeBuildHash } = require('./build-hash.cjs');

const args = process.argv.slice(2);
const mode = args.includes('--dev') ? 'development' : 'production';
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 ? path.resolve(args[outAt + 1]) : undefined;
const appDirs = args
  .filter((arg, index) => !arg.startsWith('--') && !(outAt >= 0 && index === outAt + 1))
  .map((dir) => path.resolve(dir));
if (appDirs.length === 0) appDirs.push(path.resolve('.'));
if (outDir && appDirs.length > 1) {
  console.error('build.cjs: --out builds one app only');
  process.exit(2);
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const nameOf = (appDir) => path.relative(process.cwd(), appDir) || '.';

/** Compiles one app; resolves with its output folder, or rejects when webpack reports errors. */
function compile(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) return reject(err);
        const info = stats.toString({ colors: false, all: false, errors: true, warnings: true });
        if (info.trim()) console.log(info);
        if (stats.hasErrors()) return reject(new Error(`webpack reported errors for ${nameOf(config.context)}`));
        resolve(stats.compilation.outputOptions.path);
      });
    });
  });
}

/** Builds one app: resolves once it is compiled, with `compressed`, the precompression still running. */
async function build(appDir) {
  const started = Date.now();
  // The inputs as they are when the build starts: a file saved during it makes the next check rebuild.
  const inputsHash = mode === 'production' && !outDir ? appInputsHash(appDir) : undefined;
  const config = makeConfig({ appDir, mode });
  if (outDir) config.output.path = outDir;
  // A failed build must not leave the hash of the build before it.
  fs.rmSync(path.join(config.output.path, HASH_FILE), { force: true });
  console.log(`Building ${nameOf(appDir)}…`);
  const outputDir = await compile(config);
  const compressed = precompressDir(outputDir).then((sizes) => {
    if (inputsHash) writeBuildHash(outputDir, inputsHash);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `built ${nameOf(appDir)} in ${seconds} s ` +
        `(${sizes.files} files: ${kb(sizes.original)}, ${kb(sizes.br)} brotli, ${kb(sizes.gz)} gzip)`,
    );
  });
  return { compressed };
}

async function main() {
  const started = Date.now();
  const compressing = [];
  let failed = false;
  for (const appDir of appDirs) {
    try {
      // A rejected precompression is reported when the others have finished.
      compressing.push((await build(appDir)).compressed.catch((error) => ((failed = true), console.error(error))));
    } catch (error) {
      console.error(error);
      failed = true;
      break;
    }
  }
  await Promise.all(compressing);
  if (appDirs.length > 1 && !failed)
    console.log(`built ${appDirs.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failed) process.exit(1);
}

main();
