import type { Project, RegionsConfig } from './entities.js';
import { LEGACY_REGION, SPEED_COSTS, SPEED_LEVELS } from './constants.js';
import { nameProblem } from './names.js';

export type SortDirection = 'asc' | 'desc';

/** Projects ordered by date_created; the list's default is newest first. */
export function sortProjects(projects: readonly Project[], direction: SortDirection = 'desc'): Project[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...projects].sort(
    (a, b) => sign * (Date.parse(a.date_created) - Date.parse(b.date_created)) || a.name.localeCompare(b.name),
  );
}

/** Case-insensitive match on name, uid or region. */
export function searchProjects(projects: readonly Project[], query: string): Project[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...projects];
  return projects.filter(
    (p) => p.name.toLowerCase().includes(q) || p.uid.includes(q) || p.region.toLowerCase().includes(q),
  );
}

/** Regions a project may be listed from: enabled ones, in configuration order. */
export function enabledRegions(regions: RegionsConfig): string[] {
  return Object.entries(regions)
    .filter(([, config]) => config.enabled)
    .map(([name]) => name);
}

/** Regions offered when creating a project; the first is the default. */
export function creatableRegions(regions: RegionsConfig): string[] {
  return Object.entries(regions)
    .filter(([, config]) => config.enabled && config.create)
    .map(([name]) => name);
}

/** Why a project cannot have this name (it is stored trimmed), or null. */
export function projectNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a project name.';
  return nameProblem(trimmed, { maxLength: 100 }) ?? null;
}

/** Why a new project cannot be created, or null when name and region are fine. */
export function projectCreationError(name: string, region: string, regions: RegionsConfig): string | null {
  const problem = projectNameError(name);
  if (problem) return problem;
  if (!region || !creatableRegions(regions).includes(region)) return 'Choose a region.';
  return null;
}

export function isSpeedLevel(value: unknown): value is (typeof SPEED_LEVELS)[number] {
  return typeof value === 'number' && (SPEED_LEVELS as readonly number[]).includes(value);
}

export function speedCost(level: number): number {
  if (!isSpeedLevel(level)) throw new RangeError(`Speed level must be 0 to 4, not ${level}`);
  return SPEED_COSTS[level] ?? 0;
}

/** Publishing is disallowed for projects in the legacy region. */
export function canPublish(region: string): boolean {
  return region !== LEGACY_REGION;
}
