// One webpack configuration for the host and every remote. Loaders and plugins resolve
// from this package's folder: pnpm does not hoist them into the apps.
const fs = require('node:fs');
const path = require('node:path');
const fromHere = (name) => require.resolve(name, { paths: [__dirname] });
const webpack = require(fromHere('webpack'));
const HtmlWebpackPlugin = require(fromHere('html-webpack-plugin'));
const TerserPlugin = require(fromHere('terser-webpack-plugin'));
const MiniCssExtractPlugin = require(fromHere('mini-css-extract-plugin'));
const { ModuleFederationPlugin } = require(fromHere('@module-federation/enhanced/webpack'));
const { sharedDeps } = require('./shared-deps.cjs');

/**
 * monaco-editor, built once, into the host: its package.json lists the languages every area
 * needs under "reelforge": { "monaco": { "languages": [...] } }. The host offers the code
 * editor to the remotes as a shared module (shared-deps.cjs), so its workers come from the
 * host's origin. The editor's worker service's `new URL(...)` must not be parsed as an asset URL.
 * @reelforge/ui/code-editor imports monaco-editor dynamically, so the editor stays out of
 * every first chunk.
 */
function monacoExtension(monaco) {
  if (!monaco) return { plugins: [], rules: [] };
  const MonacoWebpackPlugin = require(fromHere('monaco-editor-webpack-plugin'));
  // The plugin looks for monaco-editor from its own folder, where pnpm does not put it; the
  // code editor's package (@reelforge/ui) depends on it.
  const monacoEditorPath = fs.realpathSync(path.join(__dirname, '..', 'ui', 'node_modules', 'monaco-editor'));
  return {
    plugins: [
      new MonacoWebpackPlugin({
        monacoEditorPath,
        languages: monaco.languages,
        filename: '[name].worker.[contenthash:8].js',
      }),
    ],
    rules: [
      {
        test: /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]browser[\\/]services[\\/]editorWorkerService\.js$/,
        parser: { url: false },
      },
      { test: /\.ttf$/, type: 'asset/resource' },
    ],
  };
}

/**
 * Keeps federation's provided modules to the app's own compilation. A module shared by its
 * file path (the host's code editor, shared-deps.cjs) is added to every compilation the
 * plugin sees, and webpack hands a compiler's finishMake hooks to its child compilers too:
 * the HTML template's and each monaco worker's would bundle the whole editor.
 */
class ProvidesInMainCompilationOnly {
  apply(compiler) {
    // Federation adds its plugins after the configuration's (afterPlugins); before the first
    // compilation, its finishMake hook learns to pass over child compilations.
    compiler.hooks.thisCompilation.tap('ProvidesInMainCompilationOnly', () => {
      for (const tap of compiler.hooks.finishMake.taps) {
        if (tap.name !== 'ProvideSharedPlugin' || tap.mainOnly) continue;
        const provide = tap.fn;
        tap.fn = (compilation, ...rest) =>
          compilation.compiler.isChild() ? Promise.resolve() : provide(compilation, ...rest);
        tap.mainOnly = true;
      }
    });
  }
}

/**
 * @param {{ appDir: string, mode?: 'production' | 'development' }} options
 * The app's package.json carries its federation role under "reelforge":
 * host: { "federation": { "name": "host", "html": { "title": "..." } } }
 * remote: { "federation": { "name": "projects", "exposes": { "./routes": "./src/routes.tsx" } } }
 */
function makeConfig({ appDir, mode = 'production' }) {
  const pkg = require(path.join(appDir, 'package.json'));
  const federation = pkg.reelforge && pkg.reelforge.federation;
  if (!federation || !federation.name) throw new Error(`${appDir}/package.json has no reelforge.federation.name`);
  const isHost = Boolean(federation.html);
  const production = mode === 'production';
  const monaco = monacoExtension(pkg.reelforge.monaco);

  const plugins = [
    new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    new ModuleFederationPlugin({
      name: federation.name,
      filename: isHost ? undefined : 'remoteEntry.js',
      exposes: federation.exposes || {},
      remotes: {},
      shared: sharedDeps(appDir),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: !isHost,
      // The console runs in browsers only: the runtime leaves out its Node.js loaders.
      experiments: { optimization: { target: 'web' } },
    }),
    new ProvidesInMainCompilationOnly(),
    ...monaco.plugins,
  ];
  if (isHost) {
    plugins.push(
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'src', 'index.html'),
        title: federation.html.title,
        scriptLoading: 'defer',
        inject: 'body',
      }),
    );
  }

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // protobufjs loads long.js when it can, for 64-bit fields; movies have none. long.js
      // probes for WebAssembly as it loads, which a policy without 'unsafe-eval' (or
      // 'wasm-unsafe-eval') refuses and reports; protobufjs works without it.
      alias: { long: false },
    },
    resolveLoader: { modules: [path.join(__dirname, 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: fromHere('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
        // The host's styles ship as a stylesheet: fetched beside its scripts, never parsed as
        // JavaScript. A remote's styles stay in its code (style-loader), so an area brings
        // its own look wherever federation loads it from.
        {
          test: /\.css$/,
          use: [isHost ? MiniCssExtractPlugin.loader : fromHere('style-loader'), fromHere('css-loader')],
        },
        // `import text from './file.xml?raw'`: a file's text as a string (as Vite reads it in tests).
        { resourceQuery: /raw/, type: 'asset/source' },
        ...monaco.rules,
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
  };
}

module.exports = { makeConfig };
