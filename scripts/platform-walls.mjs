// The platform's layers (docs/architecture.md, "The platform's layers") and the linter walls
// that hold them. `node scripts/platform-walls.mjs` writes the walls into .oxlintrc.json,
// between its "platform layers" markers; `--check` fails when the file says otherwise, which
// scripts/test/platform-walls.test.ts runs. A folder imports only folders of the layers below
// its own: nothing imports upward, and no two folders import each other.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(root, '.oxlintrc.json');
const BEGIN = '    // platform layers: begin (written by scripts/platform-walls.mjs)';
const END = '    // platform layers: end';

/** infra/platform/src's folders, lowest layer first. */
export const PLATFORM_LAYERS = [
  ['lib', 'net', 'db', 'types', 'metrics', 'cli'],
  ['config', 'bodies', 'destinations', 'media-tools', 'objects', 'queue', 'sandbox'],
  ['accounts', 'project-files', 'shared-state', 'health'],
  ['projects', 'userfs', 'accounts-cli'],
  ['assets', 'compositions', 'movies', 'tags', 'webhooks'],
  ['app-data', 'datasources', 'track-versions'],
  ['render', 'tracking'],
  ['analytics', 'batch', 'media', 'project-copy', 'script-run'],
  ['admin', 'playground', 'publish', 'share'],
  ['plugins', 'routes'],
  ['seed'],
];

/** The files of src/ itself: the app, its processes and their entry points, above every folder. */
export const PLATFORM_TOP_FILES = ['app', 'index', 'logger', 'main', 'migrate-database', 'server', 'worker'];

/** Patterns every file keeps (an override replaces the rule's top-level patterns, so each repeats them). */
const COMMON = [
  {
    group: ['jotai', 'jotai/**'],
    message:
      'Session state is reached through the hooks of @reelforge/session; jotai itself is used only in shared/session and the host.',
  },
  {
    group: ['@reelforge/session/host'],
    message: "The session's atoms and store are the host's to set up; use the hooks of @reelforge/session.",
  },
];

/**
 * A folder's override: its files may not climb into a folder of its layer or above, nor to src/'s
 * own files (but the top layer's, which builds on the app itself).
 */
function folderOverride(folder, index) {
  const barred = PLATFORM_LAYERS.slice(index)
    .flat()
    .filter((name) => name !== folder)
    .map((name) => `${name}(/|$)`);
  const top = index === PLATFORM_LAYERS.length - 1 ? [] : PLATFORM_TOP_FILES.map((name) => `${name}\\.ts$`);
  const names = [...barred, ...top];
  const wall = {
    regex: `^(\\.\\./)+(${names.join('|')})`,
    message:
      `${folder}/ stands in layer ${index + 1} of the platform (docs/architecture.md, "The platform's layers"): ` +
      'it imports only folders of lower layers; move what both need down a layer.',
  };
  const patterns = names.length ? [...COMMON, wall] : COMMON;
  return [
    '    {',
    `      "files": ${JSON.stringify([`infra/platform/src/${folder}/**`])},`,
    '      "rules": {',
    '        "no-restricted-imports": ["error", {',
    '          "patterns": [',
    patterns.map((pattern) => `            ${JSON.stringify(pattern)}`).join(',\n'),
    '          ]',
    '        }]',
    '      }',
    '    }',
  ].join('\n');
}

/** The overrides, as the config file carries them. */
export function platformWalls() {
  return PLATFORM_LAYERS.flatMap((layer, index) => layer.map((folder) => folderOverride(folder, index))).join(',\n');
}

function written(config) {
  const begin = config.indexOf(BEGIN);
  const end = config.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`.oxlintrc.json has no "${BEGIN.trim()}" … "${END.trim()}" part`);
  return {
    before: config.slice(0, begin + BEGIN.length + 1),
    inside: config.slice(begin + BEGIN.length + 1, end),
    after: config.slice(end),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = readFileSync(CONFIG, 'utf8');
  const { before, inside, after } = written(config);
  const walls = `${platformWalls()}\n`;
  if (process.argv.includes('--check')) {
    if (inside !== walls) {
      console.error('.oxlintrc.json: the platform walls differ from the layers: run node scripts/platform-walls.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(CONFIG, before + walls + after);
  }
}
