import { describe, expect, it } from 'vitest';
import type { Asset } from '@reelforge/model';
import { datasourceAsset, datasourceRows, movieFacts } from '../../src/editor/project-data.js';

describe('what the editor reads', () => {
  it('takes a movie’s codec and its variable keys', () => {
    expect(
      movieFacts({
        params: { vparams: { videocodec: 'vp8' } },
        variables: [{ key: 'title' }, { key: '' }, {}, { key: 'title' }, { key: 'city' }],
      }),
    ).toEqual({ codec: 'vp8', variables: ['title', 'city'] });
    expect(movieFacts({})).toEqual({ codec: undefined, variables: [] });
  });

  it('finds a job’s datasource by uid, or by name for older jobs', () => {
    const list = [
      { name: 'people.csv', uid: 'u1' },
      { name: 'cities.csv', uid: 'u2' },
    ] as Asset[];
    expect(datasourceAsset(list, 'u2')?.name).toBe('cities.csv');
    expect(datasourceAsset(list, 'people.csv')?.uid).toBe('u1');
    expect(datasourceAsset(list, '')).toBeUndefined();
  });

  it('takes a datasource’s columns, rows and key column', () => {
    const metadata = {
      columns: ['id'],
      values: [['1']],
      key_column: 'id',
      media_columns: [],
      key_column_candidates: [],
      parse_data: { delimiter: ',', first_line_is_header: true },
      rowcount: 1,
    };
    expect(datasourceRows(metadata)).toEqual({ columns: ['id'], rows: [['1']], keyColumn: 'id' });
  });
});
