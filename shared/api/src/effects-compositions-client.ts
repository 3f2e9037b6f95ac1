import type { EffectsCompositionList } from '@reelforge/contract';
import { EFFECTS_COMPOSITIONS_FILE, readCompositions, type EffectsComposition } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';

export type { EffectsComposition } from '@reelforge/model';

/** A project's effects compositions: its comps.json app data, read and written whole (docs/compositions.md). */
export interface EffectsCompositionsClient {
  /**
   * The compositions as `readCompositions` reads them; a missing comps.json is created empty (docs/reference.md §4).
   */
  list(prjuid: string): Promise<EffectsComposition[]>;
  /** Writes the whole list. */
  save(prjuid: string, compositions: readonly EffectsComposition[]): Promise<void>;
}

/**
 * A 404 answer. Known by its name and status, not by `instanceof`: this entry is bundled into the
 * area that uses it, while the session's http function (and so the ApiError class it throws)
 * comes from the shared main entry, another copy of the class.
 */
const isNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'ApiError' && (error as { status?: unknown }).status === 404;

export const effectsCompositionsClient: RegionalClientFactory<EffectsCompositionsClient> = ({
  http,
  region,
  config,
}) => {
  const api = config.api.replace(/\/+$/, '');
  const regionHost = true;
  const file = (prjuid: string) => `${api}/v1/appdata/${encodeURIComponent(prjuid)}/${EFFECTS_COMPOSITIONS_FILE}`;
  const save = async (prjuid: string, compositions: EffectsCompositionList) => {
    await http(file(prjuid), { method: 'PUT', body: compositions, regionHost });
  };
  const read = async (prjuid: string): Promise<unknown> => {
    try {
      return (await http<unknown>(file(prjuid), { regionHost })).data;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    await save(prjuid, []);
    return (await http<unknown>(file(prjuid), { regionHost })).data;
  };
  return {
    list: async (prjuid) => readCompositions(await read(prjuid), { region, uid: prjuid }),
    save: (prjuid, compositions) => save(prjuid, [...compositions]),
  };
};
