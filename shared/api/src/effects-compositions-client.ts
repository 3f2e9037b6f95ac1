import type { EffectsCompositionList } from '@reelforge/contract';
import { EFFECTS_COMPOSITIONS_FILE, readCompositions, type EffectsComposition } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';
import { ApiError } from './http.js';

export type { EffectsComposition } from '@reelforge/model';

/** A project's effects compositions: its comps.json app data, read and written whole (docs/compositions.md). */
export interface EffectsCompositionsClient {
  /** The compositions as `readCompositions` reads them; a missing comps.json is created empty (docs/reference.md §4). */
  list(prjuid: string): Promise<EffectsComposition[]>;
  /** Writes the whole list. */
  save(prjuid: string, compositions: readonly EffectsComposition[]): Promise<void>;
}

export const effectsCompositionsClient: RegionalClientFactory<EffectsCompositionsClient> = ({ http, region, config }) => {
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
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    await save(prjuid, []);
    return (await http<unknown>(file(prjuid), { regionHost })).data;
  };
  return {
    list: async (prjuid) => readCompositions(await read(prjuid), { region, uid: prjuid }),
    save: (prjuid, compositions) => save(prjuid, [...compositions]),
  };
};
