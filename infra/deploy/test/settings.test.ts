import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Read by a library the platform uses rather than by its own code. */
const READ_BY_LIBRARIES = new Set(['OTEL_EXPORTER_OTLP_HEADERS']);
/** Capitals in the code that name no setting; INIT_CWD is set by pnpm for the command line. */
const NOT_SETTINGS = new Set(['SIGINT', 'SIGTERM', 'RF', 'INIT_CWD']);
/** Read only by infra/deploy/compose.yaml itself. */
const COMPOSE_ONLY = new Set(['POSTGRES_PASSWORD']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|mts|mjs)$/.test(name) ? [file] : [];
  });
}

/** Every environment variable the platform's and the renderer's code reads. */
function settingsReadByCode(): Set<string> {
  const names = new Set<string>();
  const platform = path.join(repoRoot, 'infra', 'platform', 'src');
  const where = [path.join(platform, 'main.ts'), ...sources(path.join(platform, 'config'))];
  for (const file of where) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)'/g))
      if (!NOT_SETTINGS.has(name!)) names.add(name!);
    for (const [, name] of text.matchAll(/\b(?:read|vars|env)\.([A-Z][A-Z0-9_]+)\b/g)) names.add(name!);
  }
  for (const file of [...sources(platform), ...sources(path.join(repoRoot, 'infra', 'renderer', 'src'))]) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g))
      if (!NOT_SETTINGS.has(name!)) names.add(name!);
  }
  return names;
}

const example = read('infra/deploy/.env.example');
const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=$/gm)].map((match) => match[1]!));

describe('.env.example', () => {
  it('lists every setting the code reads, and nothing it does not', () => {
    const code = settingsReadByCode();
    expect(code.size).toBeGreaterThan(50);
    expect([...code].filter((name) => !listed.has(name)).sort()).toEqual([]);
    const unread = [...listed].filter(
      (name) => !code.has(name) && !READ_BY_LIBRARIES.has(name) && !COMPOSE_ONLY.has(name),
    );
    expect(unread.sort()).toEqual([]);
  });

  it('gives each setting its default, and every one is in the README', () => {
    const readme = read('README.md');
    for (const name of listed) if (!COMPOSE_ONLY.has(name)) expect(readme, name).toContain(`\`${name}\``);
    const entries = example.split(/\n(?=# [A-Z][A-Z0-9_]+=\n)/);
    for (const block of example.split(/^# [A-Z][A-Z0-9_]+=$/m).slice(0, -1))
      expect(block.includes('#   default:') || block.trim() === '', block.slice(-200)).toBe(true);
    expect(entries.length).toBeGreaterThan(1);
  });

  it('is read by compose, before the operator’s own .env', () => {
    const compose = parse(read('infra/deploy/compose.yaml'), { merge: true }) as {
      services: Record<string, { image?: string; env_file?: { path: string; required?: boolean }[] }>;
    };
    const platform = Object.entries(compose.services).filter(([, service]) => service.image === 'reelforge:latest');
    expect(platform.map(([name]) => name).sort()).toEqual(['api', 'migrate', 'worker']);
    for (const [, service] of platform)
      expect(service.env_file).toEqual([
        { path: '.env.example', required: true },
        { path: '.env', required: false },
      ]);
  });
});
