// The one table of modules the host and every remote share. Singletons keep one React,
// one router and one jotai store; the subpath keys ("react/", ...) share jsx-runtime and
// react-dom/client too, otherwise they are bundled twice. react-router is shared as a
// singleton through @reelforge/router, which re-exports the parts the console uses, so
// the one shared copy is tree-shaken instead of shipped whole.
const path = require('node:path');

function versionOf(appDir, name) {
  try {
    const pkg = require(require.resolve(`${name}/package.json`, { paths: [appDir] }));
    return pkg.version;
  } catch {
    return undefined;
  }
}

function sharedDeps(appDir) {
  const singleton = (name) => {
    const version = versionOf(appDir, name);
    return { singleton: true, requiredVersion: version ? `^${version}` : false, version };
  };
  const sessionPkg = require(path.join(__dirname, '..', 'session', 'package.json'));
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    '@reelforge/router': { singleton: true, requiredVersion: false, version: versionOf(appDir, 'react-router') },
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    '@reelforge/session': { singleton: true, requiredVersion: false, version: sessionPkg.version },
    '@reelforge/api': { singleton: true, requiredVersion: false },
    '@reelforge/ui': { singleton: true, requiredVersion: false },
    // Its own entry (not in '@reelforge/ui'), so the host's first page need not load TanStack Query.
    '@reelforge/ui/server-state': { singleton: true, requiredVersion: false },
    // Entries of their own for the same reason: only areas with uploads or long lists load them
    // (one copy each, so thumbnails of every area wait in the same lanes).
    '@reelforge/ui/uploads': { singleton: true, requiredVersion: false },
    '@reelforge/ui/lists': { singleton: true, requiredVersion: false },
    // The export dialog and render runs of movies and stories.
    '@reelforge/ui/render-export': { singleton: true, requiredVersion: false },
    // The share switch of movies and stories.
    '@reelforge/ui/share': { singleton: true, requiredVersion: false },
    // The HLS preview player of movies and XML templates.
    '@reelforge/ui/preview': { singleton: true, requiredVersion: false },
    // The charts (uPlot) of the analytics pages and the usage page.
    '@reelforge/ui/charts': { singleton: true, requiredVersion: false },
    // A project copy's progress and items: the projects area's Copy dialog and the admin's copy between users.
    '@reelforge/ui/project-copy': { singleton: true, requiredVersion: false },
    // One copy, so the host's QueryClientProvider is the one every remote's hooks find: one cache of server state.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
  };
}

module.exports = { sharedDeps };
