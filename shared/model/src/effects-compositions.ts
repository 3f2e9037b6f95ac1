/**
 * Effects compositions of a project's comps.json (docs/reference.md §3, docs/compositions.md):
 * the list the console reads and writes whole, and the rules of its names and edits.
 */

import { nameProblem } from './names.js';
import type { FxType } from './routing.js';

export const EFFECTS_COMPOSITIONS_FILE = 'comps.json';

/** The effects editors a composition opens in: the effects editor (pro) or the express editor. */
export type FxEditorType = 'fxpro' | 'fxexpress';
export const FX_EDITOR_TYPES: readonly FxEditorType[] = ['fxpro', 'fxexpress'];

/** Where a composition's data comes from: a feed (its configURL) or one of the project's datasources. */
export type FxDataProvider = 'feed' | 'ds';
export const FX_DATA_PROVIDERS: readonly FxDataProvider[] = ['feed', 'ds'];

export interface EffectsComposition {
  region: string;
  prjuid: string;
  /** Also the composition's id in its address (`…/fx/{id}`, docs/reference.md §2). */
  name: string;
  /** The editor it was made for: fxpro or fxexpress. */
  type: string;
  /** ISO 8601 times. */
  date_created: string;
  date_modified: string;
  dataprovider: FxDataProvider;
  /** The datasource's name when the data provider is `ds`, else empty. */
  ds: string;
  /** The feed's address (or the editor's configuration), possibly empty. */
  configURL: string;
}

const MAX_NAME = 200;

export const isFxEditorType = (value: unknown): value is FxEditorType => value === 'fxpro' || value === 'fxexpress';

/**
 * The editor type the fx pages work with: the address's `fxtype` when it is fxpro or fxexpress,
 * else the session's beta mode when it is one of them, else fxpro (docs/reference.md §1: any
 * other value is no mode, and without a mode the effects editor is the pro one).
 */
export function fxEditorType(query: string | null | undefined, sessionMode?: FxType): FxEditorType {
  if (isFxEditorType(query)) return query;
  if (isFxEditorType(sessionMode)) return sessionMode;
  return 'fxpro';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The compositions of a comps.json as read: entries without a name (nothing can open them) are
 * dropped, missing fields take their defaults (feed, no datasource, no configURL, the project's
 * region and uid), a second entry of a name already seen is dropped.
 */
export function readCompositions(list: unknown, project: { region: string; uid: string }): EffectsComposition[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const compositions: EffectsComposition[] = [];
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const entry = item as Record<string, unknown>;
    const name = text(entry.name);
    if (!name.trim() || seen.has(name)) continue;
    seen.add(name);
    const dataprovider: FxDataProvider = entry.dataprovider === 'ds' ? 'ds' : 'feed';
    compositions.push({
      region: text(entry.region) || project.region,
      prjuid: text(entry.prjuid) || project.uid,
      name,
      type: text(entry.type) || 'fxpro',
      date_created: text(entry.date_created),
      date_modified: text(entry.date_modified),
      dataprovider,
      ds: dataprovider === 'ds' ? text(entry.ds) : '',
      configURL: text(entry.configURL),
    });
  }
  return compositions;
}

/**
 * Why a new composition cannot take this name, or null. An empty answer is not a problem: it
 * leaves everything as it was (docs/reference.md §5), `isEmptyAnswer` tells the caller so.
 */
export function newCompositionNameError(name: string, existing: readonly { name: string }[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const problem = nameProblem(trimmed, { pathSegment: true, maxLength: MAX_NAME });
  if (problem) return problem;
  if (existing.some((composition) => composition.name === trimmed))
    return `There is already a composition named ${trimmed}.`;
  return null;
}

/** A prompt's answer that means "nothing": empty or only spaces. */
export const isEmptyAnswer = (answer: string | null | undefined): boolean => !answer?.trim();

export interface NewComposition {
  name: string;
  type: FxEditorType;
  region: string;
  prjuid: string;
  /** ISO 8601. */
  now: string;
}

/** The list with a new composition at its end: a feed without configURL, made for `type`'s editor. */
export function addComposition(
  list: readonly EffectsComposition[],
  { name, type, region, prjuid, now }: NewComposition,
): EffectsComposition[] {
  const problem = newCompositionNameError(name, list);
  if (problem || isEmptyAnswer(name)) throw new Error(problem ?? 'A composition needs a name.');
  return [
    ...list,
    {
      region,
      prjuid,
      name: name.trim(),
      type,
      date_created: now,
      date_modified: now,
      dataprovider: 'feed',
      ds: '',
      configURL: '',
    },
  ];
}

export type CompositionChanges = Partial<Pick<EffectsComposition, 'dataprovider' | 'ds' | 'configURL'>>;

/**
 * The list with one composition changed and its date_modified set to `now`. A feed keeps no
 * datasource; a composition that is not there leaves the list as it was.
 */
export function updateComposition(
  list: readonly EffectsComposition[],
  name: string,
  changes: CompositionChanges,
  now: string,
): EffectsComposition[] {
  return list.map((composition) => {
    if (composition.name !== name) return composition;
    const next = { ...composition, ...changes, date_modified: now };
    if (next.dataprovider !== 'ds') next.ds = '';
    return next;
  });
}

export function removeComposition(list: readonly EffectsComposition[], name: string): EffectsComposition[] {
  return list.filter((composition) => composition.name !== name);
}
