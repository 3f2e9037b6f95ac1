// The walls of .oxlintrc.json hold: a fixture tree with the repository's own config gets one
// planted file per wall, and oxlint must name each breach and pass each allowed import. Drop or
// loosen a wall in the config and a test here fails.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const oxlint = path.join(root, 'node_modules', '.bin', 'oxlint');

/** A planted file: where it lies, what it imports, and whether the walls let it. */
interface Plant {
  file: string;
  source: string;
}

const breaches: Record<string, Plant[]> = {
  'jotai is used only in shared/session and the host': [
    { file: 'remotes/movies/src/edit/uses-jotai.ts', source: "import { atom } from 'jotai';" },
    { file: 'remotes/batch/test/uses-jotai-utils.test.ts', source: "import { atomWithStorage } from 'jotai/utils';" },
    { file: 'shared/ui/src/uses-jotai.tsx', source: "import { Provider } from 'jotai';" },
    { file: 'infra/platform/src/media/uses-jotai.ts', source: "import { atom } from 'jotai';" },
  ],
  "the session's atoms are the host's": [
    { file: 'remotes/projects/src/uses-atoms.ts', source: "import { apiAtom } from '@reelforge/session/host';" },
    { file: 'shared/ui/src/uses-atoms.ts', source: "import { sessionStore } from '@reelforge/session/host';" },
  ],
  'no remote imports another remote': [
    { file: 'remotes/movies/src/by-name.ts', source: "import routes from '@reelforge/remote-assets';" },
    {
      file: 'remotes/movies/src/by-subpath.ts',
      source: "import { x } from '@reelforge/remote-batch/src/run/job-runner.js';",
    },
    { file: 'remotes/movies/src/by-path.ts', source: "import { x } from '../../assets/src/list/AssetRow.js';" },
    {
      file: 'remotes/movies/src/play/by-path.tsx',
      source: "import { x } from '../../../batch/src/run/job-runner.js';",
    },
    {
      file: 'remotes/movies/src/play/deeper/still/by-path.tsx',
      source: "import { x } from '../../../../../projects/src/index.js';",
    },
    { file: 'remotes/assets/test/detail/by-path.test.tsx', source: "import { x } from '../../../movies/test/dom.js';" },
    { file: 'shared/ui/src/by-path.ts', source: "import { x } from '../../../remotes/movies/src/index.js';" },
    { file: 'host/src/by-name.ts', source: "import routes from '@reelforge/remote-movies';" },
  ],
  'a platform folder imports only folders of lower layers (scripts/platform-walls.mjs)': [
    { file: 'infra/platform/src/batch/uses-route.ts', source: "import { x } from '../routes/region/index.ts';" },
    { file: 'infra/platform/src/render/deep/uses-route.ts', source: "import { x } from '../../routes/accounts.ts';" },
    { file: 'infra/platform/src/projects/uses-assets.ts', source: "import { x } from '../assets/asset-service.ts';" },
    { file: 'infra/platform/src/assets/uses-movies.ts', source: "import { x } from '../movies/movie-service.ts';" },
    { file: 'infra/platform/src/lib/uses-render.ts', source: "import { x } from '../render/limits.ts';" },
    { file: 'infra/platform/src/lib/uses-app.ts', source: "import { x } from '../app.ts';" },
    { file: 'infra/platform/src/plugins/uses-seed.ts', source: "import { x } from '../seed/seed.ts';" },
    { file: 'infra/platform/src/routes/uses-plugins.ts', source: "import { x } from '../plugins/wiring.ts';" },
  ],
  'the console never imports infra/': [
    { file: 'host/src/uses-platform.ts', source: "import { buildApp } from '@reelforge/platform';" },
    {
      file: 'remotes/assets/src/uses-renderer.ts',
      source: "import { x } from '@reelforge/renderer/src/render-run.js';",
    },
    {
      file: 'shared/model/src/uses-infra.ts',
      source: "import { x } from '../../../infra/platform/src/lib/receive-file.js';",
    },
    { file: 'shared/session/src/uses-infra.ts', source: "import { x } from '../../../infra/platform/src/app.js';" },
    { file: 'shared/contract/src/uses-infra.ts', source: "import { x } from '@reelforge/platform/src/app.js';" },
  ],
  'the console reaches the server-state cache only through the data layer': [
    { file: 'remotes/movies/src/uses-query.ts', source: "import { useQueryClient } from '@tanstack/react-query';" },
    { file: 'remotes/batch/src/list/uses-query.ts', source: "import { useQueries } from '@tanstack/react-query';" },
    { file: 'host/src/layout/uses-query.tsx', source: "import { QueryClientProvider } from '@tanstack/react-query';" },
    { file: 'shared/ui/src/widgets/share/uses-query.ts', source: "import { useQuery } from '@tanstack/react-query';" },
    { file: 'shared/session/src/uses-query.ts', source: "import { QueryClient } from '@tanstack/react-query';" },
  ],
  'the primitives of @reelforge/ui import neither the widgets nor the data layer': [
    { file: 'shared/ui/src/primitives/uses-data.ts', source: "import { queryKeys } from '../data/query-keys.js';" },
    {
      file: 'shared/ui/src/primitives/lists/uses-widget.tsx',
      source: "import { ShareSwitch } from '../../widgets/share/ShareSwitch.js';",
    },
    {
      file: 'shared/ui/src/primitives/uses-entry.ts',
      source: "import { queryKeys } from '@reelforge/ui/server-state';",
    },
  ],
  'the data layer of @reelforge/ui imports no component': [
    { file: 'shared/ui/src/data/uses-primitive.ts', source: "import { Dialog } from '../primitives/Dialog.js';" },
    {
      file: 'shared/ui/src/data/uses-widget.ts',
      source: "import { RenderSpeed } from '../widgets/project/RenderSpeed.js';",
    },
  ],
  'no focused or skipped tests': [
    {
      file: 'shared/model/test/focused.test.ts',
      source: "import { it } from 'vitest';\nit.only('runs alone', () => {});",
    },
    {
      file: 'infra/platform/test/skipped.test.ts',
      source: "import { it } from 'vitest';\nit.skip('never runs', () => {});",
    },
  ],
};

const allowed: Plant[] = [
  {
    file: 'host/src/boot/uses-jotai.ts',
    source: "import { useStore } from 'jotai';\nimport { apiAtom } from '@reelforge/session/host';",
  },
  { file: 'shared/session/src/uses-jotai.ts', source: "import { atom } from 'jotai';" },
  {
    file: 'remotes/movies/src/play/own-area.tsx',
    source:
      "import { x } from '../edit/EditTab.js';\nimport { y } from '../../test/dom.js';\nimport { useApi } from '@reelforge/session';",
  },
  {
    file: 'remotes/movies/test/edit/own-area.test.tsx',
    source:
      "import { x } from '../../src/edit/EditTab.js';\nimport { startSession } from '@reelforge/session/testing';",
  },
  {
    file: 'remotes/batch/src/shared-packages.ts',
    source:
      "import { x } from '@reelforge/ui';\nimport { y } from '@reelforge/model';\nimport { z } from '@reelforge/contract';",
  },
  {
    file: 'remotes/movies/src/list/reads-cache.ts',
    source: "import { queryKeys, useQueryClient } from '@reelforge/ui/server-state';",
  },
  { file: 'shared/ui/src/data/uses-tanstack.ts', source: "import { QueryClient } from '@tanstack/react-query';" },
  {
    file: 'shared/ui/src/widgets/share/uses-layers.tsx',
    source:
      "import { Dialog } from '../../primitives/Dialog.js';\nimport { useServerQuery } from '../../data/index.js';",
  },
  { file: 'shared/ui/src/primitives/lists/uses-primitive.tsx', source: "import { Dialog } from '../Dialog.js';" },
  {
    file: 'infra/platform/src/routes/uses-features.ts',
    source: "import { x } from '../projects/project-ref.ts';\nimport { y } from '../batch/routes.ts';",
  },
  {
    file: 'infra/platform/src/batch/uses-lower.ts',
    source: "import { x } from '../render/render-service.ts';\nimport { y } from '@reelforge/model';",
  },
  {
    file: 'infra/platform/src/assets/sub/uses-own.ts',
    source: "import { x } from '../asset-service.ts';\nimport { y } from '../../projects/project-ref.ts';",
  },
  { file: 'infra/platform/src/seed/uses-app.ts', source: "import { x } from '../app.ts';" },
  {
    file: 'infra/platform/test/uses-routes.test.ts',
    source: "import { x } from '../src/routes/index.js';\nimport { y } from '@reelforge/api';",
  },
];

let fixture: string;
let reports: Map<string, string[]>;

beforeAll(() => {
  fixture = mkdtempSync(path.join(tmpdir(), 'lint-walls-'));
  copyFileSync(path.join(root, '.oxlintrc.json'), path.join(fixture, '.oxlintrc.json'));
  for (const plant of [...Object.values(breaches).flat(), ...allowed]) {
    mkdirSync(path.dirname(path.join(fixture, plant.file)), { recursive: true });
    writeFileSync(path.join(fixture, plant.file), `${plant.source}\n`);
  }
  const run = spawnSync(oxlint, ['-c', '.oxlintrc.json', '-f', 'json', '.'], { cwd: fixture, encoding: 'utf8' });
  const output = JSON.parse(run.stdout) as { diagnostics: { filename: string; code: string }[] };
  reports = new Map();
  for (const { filename, code } of output.diagnostics) {
    const file = filename.split(path.sep).join('/');
    reports.set(file, [...(reports.get(file) ?? []), code]);
  }
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('the linter', () => {
  for (const [wall, plants] of Object.entries(breaches)) {
    it.each(plants.map((plant) => [plant.file, plant] as const))(`holds the wall "${wall}": %s is refused`, (file) => {
      const rule = wall.includes('tests')
        ? /^vitest\(no-(focused|disabled)-tests\)$/
        : /^eslint\(no-restricted-imports\)$/;
      expect(reports.get(file) ?? [], `${file} should be refused`).toContainEqual(expect.stringMatching(rule));
    });
  }

  it.each(allowed.map((plant) => [plant.file] as const))('lets %s import what its folder may', (file) => {
    expect(reports.get(file) ?? [], `${file} should pass`).toEqual([]);
  });
});
