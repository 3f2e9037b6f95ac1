import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./platform-process.ts', import.meta.url));

/**
 * Packages from the registry stay outside the bundle, imported from where they are
 * installed (native ones like better-sqlite3 included); the workspace's own packages
 * (@reelforge/*, TypeScript sources) go in.
 */
const registryPackagesOutside: Plugin = {
  name: 'registry-packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner' || args.path.startsWith('node:') || args.path.startsWith('@reelforge/'))
        return undefined;
      const found = await bundle.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'inner',
      });
      return found.errors.length ? { external: true } : { path: found.path, external: true };
    });
  },
};

/**
 * Each source keeps its own `import.meta.url`: the workers it starts (`new URL('./x.mjs',
 * import.meta.url)`) and the folders it finds from there stay where they are in the tree.
 * `import.meta.resolve('<package>')` is resolved from the source, at bundle time.
 */
const ownModuleUrls: Plugin = {
  name: 'own-module-urls',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let text = await readFile(args.path, 'utf8');
      for (const [call, specifier] of text.matchAll(/import\.meta\.resolve\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const found = await bundle.resolve(specifier!, {
          kind: 'import-statement',
          resolveDir: path.dirname(args.path),
          pluginData: 'inner',
        });
        if (found.errors.length) throw new Error(`${args.path}: ${specifier} does not resolve`);
        text = text.replace(call, JSON.stringify(pathToFileURL(found.path).href));
      }
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * The platform process of the scale-out tests as one plain ES module, built once per run
 * into `outDir`: each child then starts with plain `node`, without transpiling the platform
 * again. Returns the bundle's path.
 */
export async function bundlePlatformProcess(outDir: string): Promise<string> {
  // Beside the platform's own node_modules, so the packages left outside resolve as from its sources.
  const outfile = path.join(outDir, 'platform-process.mjs');
  await build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    logLevel: 'warning',
    plugins: [registryPackagesOutside, ownModuleUrls],
  });
  return outfile;
}
