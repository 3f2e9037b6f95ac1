#!/usr/bin/env node
// Rebuilds one app (the host or a remote) into its dist folder on every save, for the
// platform that `pnpm dev` runs beside it: node scripts/dev-watch.cjs <appDir>
// A development build: unminified, names without hashes (served with no-cache), source maps
// without eval (the console's Content-Security-Policy forbids eval). It leaves a DEV_MARKER
// in dist, so that `npm start` rebuilds the app for production instead of serving it.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'shared', 'build');
const webpack = require(require.resolve('webpack', { paths: [buildDir] }));
const { makeConfig } = require(path.join(buildDir, 'webpack.config.cjs'));
const { DEV_MARKER } = require('./dev-marker.cjs');

const appDir = path.resolve(process.argv[2] || '.');
const name = path.relative(root, appDir);
const config = { ...makeConfig({ appDir, mode: 'development' }), devtool: 'cheap-module-source-map' };

let started = Date.now();
const compiler = webpack(config);
compiler.hooks.watchRun.tap('reelforge-dev', () => {
  started = Date.now();
  console.log(`[${name}] rebuilding…`);
});
compiler.watch({ aggregateTimeout: 200, ignored: ['**/node_modules/**', '**/dist/**'] }, (error, stats) => {
  if (error) {
    console.error(`[${name}]`, error);
    return;
  }
  const info = stats.toString({ colors: false, all: false, errors: true, warnings: true });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) {
    console.log(`[${name}] build failed; fix and save again`);
    return;
  }
  fs.writeFileSync(
    path.join(config.output.path, DEV_MARKER),
    'A development build of `pnpm dev`: npm start rebuilds this app for production.\n',
  );
  console.log(`[${name}] built in ${((Date.now() - started) / 1000).toFixed(1)} s: reload the page`);
});
