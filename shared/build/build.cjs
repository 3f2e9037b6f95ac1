#!/usr/bin/env node
// Builds one app (host or remote) for production: node build.cjs <appDir> [--dev]
const path = require('node:path');
const webpack = require(require.resolve('webpack', { paths: [__dirname] }));
const { makeConfig } = require('./webpack.config.cjs');

const appDir = path.resolve(process.argv[2] || '.');
const mode = process.argv.includes('--dev') ? 'development' : 'production';
const started = Date.now();
webpack(makeConfig({ appDir, mode }), (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, all: false, errors: true, warnings: true });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(`built ${path.relative(process.cwd(), appDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
