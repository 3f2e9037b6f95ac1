// The one table of modules the host and every remote share. Singletons keep one React,
// one router and one jotai store; the subpath keys ("react/", ...) share jsx-runtime and
// react-dom/client too, otherwise they are bundled twice. react-router is shared as a
// singleton through @reelforge/router, which re-exports the parts the console uses, so
// the one shared copy is tree-shaken instead of shipped whole.
const path = require('node:path');

/** The one module that imports monaco-editor (@reelforge/ui/code-editor loads it on demand). */
const CODE_EDITOR_MODULE = path.join(__dirname, '..', 'ui', 'src', 'primitives', 'code-editor', 'monaco-editor.ts');
const CODE_EDITOR_KEY = '@reelforge/ui/monaco-editor';

function versionOf(appDir, name) {
  try {
    const pkg = require(require.resolve(`${name}/package.json`, { paths: [appDir] }));
    return pkg.version;
  } catch {
    return undefined;
  }
}

/**
 * REELFORGE_SHARED_VERSIONS=react=99.0.0,@reelforge/session=2.0.0 builds an app as if it had
 * been built against those versions of shared modules (the tests' incompatible remote).
 */
function versionOverrides(env = process.env) {
  const overrides = new Map();
  for (const item of (env.REELFORGE_SHARED_VERSIONS || '').split(',').filter(Boolean)) {
    const at = item.lastIndexOf('=');
    if (at <= 0) throw new Error(`REELFORGE_SHARED_VERSIONS: "${item}" is not name=version`);
    overrides.set(item.slice(0, at).trim(), item.slice(at + 1).trim());
  }
  return overrides;
}

function sharedDeps(appDir, env = process.env) {
  const overrides = versionOverrides(env);
  const singleton = (name) => {
    const version = versionOf(appDir, name);
    return { singleton: true, requiredVersion: version ? `^${version}` : false, version };
  };
  // The singletons whose contract a remote is built against: React, the router and the session.
  // A remote that needs another major (or a newer minor) than the console loaded is refused by
  // the federation runtime (strictVersion) instead of running on the wrong copy; the host says
  // so in the remote's area (host/src/federation/load-errors.ts).
  // The host only provides them (its copies load first): the range matters to the remotes, so
  // the host's first page carries none of it.
  const isHost = Boolean(require(path.join(appDir, 'package.json')).reelforge?.federation?.html);
  const strict = (name, version) => {
    const declared = overrides.get(name) || version;
    if (isHost || !declared) return { singleton: true, requiredVersion: false, version: declared };
    return { singleton: true, strictVersion: true, requiredVersion: `^${declared}`, version: declared };
  };
  const reactVersion = versionOf(appDir, 'react');
  const reactDomVersion = versionOf(appDir, 'react-dom');
  const sessionPkg = require(path.join(__dirname, '..', 'session', 'package.json'));
  const uiPkg = require(path.join(__dirname, '..', 'ui', 'package.json'));
  return {
    react: strict('react', reactVersion),
    'react/': strict('react', reactVersion),
    'react-dom': strict('react-dom', reactDomVersion),
    'react-dom/': strict('react-dom', reactDomVersion),
    '@reelforge/router': strict('@reelforge/router', versionOf(appDir, 'react-router')),
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    '@reelforge/session': strict('@reelforge/session', sessionPkg.version),
    '@reelforge/api': { singleton: true, requiredVersion: false },
    // @reelforge/ui in three layers (shared/ui/README.md): the primitives ('@reelforge/ui' and
    // its entries lists, uploads, charts and code-editor), the data layer ('@reelforge/ui/server-state')
    // and the project widgets (the other entries). Every entry is one shared copy.
    '@reelforge/ui': { singleton: true, requiredVersion: false },
    // The data layer: its own entry (not in '@reelforge/ui'), so the host's first page need not
    // load TanStack Query. A singleton like TanStack Query itself (below): the areas reach the
    // cache only through it, and one copy means one set of keys and one cache for every remote.
    '@reelforge/ui/server-state': { singleton: true, requiredVersion: false },
    // Entries of their own for the same reason: only areas with uploads or long lists load them
    // (one copy each, so thumbnails of every area wait in the same lanes).
    '@reelforge/ui/uploads': { singleton: true, requiredVersion: false },
    '@reelforge/ui/lists': { singleton: true, requiredVersion: false },
    // The export dialog and render runs of movies and stories.
    '@reelforge/ui/render-export': { singleton: true, requiredVersion: false },
    // The share switch of movies and stories.
    '@reelforge/ui/share': { singleton: true, requiredVersion: false },
    // The HLS preview player of movies and XML templates, and the frame cache of the Design tab.
    '@reelforge/ui/preview': { singleton: true, requiredVersion: false },
    // The timeline of the movie's Design tab and the story editor (one copy: one cache of waveforms).
    '@reelforge/ui/timeline': { singleton: true, requiredVersion: false },
    // The charts (uPlot) of the analytics pages and the usage page.
    '@reelforge/ui/charts': { singleton: true, requiredVersion: false },
    // A project's facts, render speed, new distribution dialog and font viewer: the projects and assets areas.
    '@reelforge/ui/project': { singleton: true, requiredVersion: false },
    // A project copy's progress and items: the projects area's Copy dialog and the admin's copy between users.
    '@reelforge/ui/project-copy': { singleton: true, requiredVersion: false },
    // monaco-editor, built once: the host's build bundles the code editor (and the editor's
    // workers, shared/build/webpack.config.cjs) and offers it; movies, stories and templates
    // take it from the host when they first open an editor, with no copy of their own.
    [CODE_EDITOR_KEY]: isHost
      ? {
          import: CODE_EDITOR_MODULE,
          shareKey: CODE_EDITOR_KEY,
          singleton: true,
          requiredVersion: false,
          version: uiPkg.version,
        }
      : {
          request: CODE_EDITOR_MODULE,
          import: false,
          shareKey: CODE_EDITOR_KEY,
          singleton: true,
          requiredVersion: false,
        },
    // One copy, so the host's QueryClientProvider is the one every remote's hooks find: one cache of server state.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
  };
}

module.exports = { sharedDeps, versionOverrides };
