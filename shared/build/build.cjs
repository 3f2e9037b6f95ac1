#!/usr/bin/env node
// Builds one app (host or remote) for production: node build.cjs <appDir> [--dev] [--out <dir>]
// (--out: into that folder instead of the app's dist/, e.g. a versioned folder of a remote).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require(require.resolve('webpack', { paths: [__dirname] }));
const { makeConfig } = require('./webpack.config.cjs');
const { precompressDir } = require('./precompress.cjs');

const appDir = path.resolve(process.argv[2] || '.');
const mode = process.argv.includes('--dev') ? 'development' : 'production';
const outAt = process.argv.indexOf('--out');
const config = makeConfig({ appDir, mode });
if (outAt > 0) config.output.path = path.resolve(process.argv[outAt + 1]);
const started = Date.now();
webpack(config, (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, all: false, errors: true, warnings: true });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  const outputDir = stats.compilation.outputOptions.path;
  // webpack leaves a file it would write unchanged as it was, mtime included; the start-up
  // check of stale builds (scripts/setup.mjs) reads the entry file's mtime as the build's time.
  const now = new Date();
  for (const entry of ['mf-manifest.json', 'index.html']) {
    if (fs.existsSync(path.join(outputDir, entry))) fs.utimesSync(path.join(outputDir, entry), now, now);
  }
  precompressDir(outputDir).then(
    (sizes) => {
      const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
      const name = path.relative(process.cwd(), appDir) || '.';
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`built ${name} in ${seconds} s (${sizes.files} files: ${kb(sizes.original)}, ${kb(sizes.br)} brotli, ${kb(sizes.gz)} gzip)`);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
