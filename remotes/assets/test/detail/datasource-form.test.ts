import { describe, expect, it } from 'vitest';
import type { DatasourceMetadata } from '@reelforge/model';
import {
  datasourceUpdate,
  initialChoice,
  keyColumnOptions,
  namedColumns,
  toggleMediaColumn,
} from '../../src/detail/datasource-form.js';
import { previewsThroughThumbnail } from '../../src/detail/image.js';

const meta: DatasourceMetadata = {
  key_column: 'id',
  media_columns: ['image'],
  key_column_candidates: ['id', 'email'],
  parse_data: { delimiter: ',', first_line_is_header: true },
  columns: ['id', ' ', 'email', 'image', 'video'],
  values: [
    ['1', 'x', 'a@example.com', 'a.png', 'a.mp4'],
    ['2', 'y', 'b@example.com', 'b.png', 'b.mp4'],
  ],
  rowcount: 2,
};

describe('datasource settings form', () => {
  it('starts from the saved key and media columns', () => {
    expect(initialChoice(meta)).toEqual({ keyColumn: 'id', mediaColumns: ['image'] });
  });

  it('offers the key candidates, and keeps a saved key that is no longer a candidate', () => {
    expect(keyColumnOptions(meta)).toEqual(['id', 'email']);
    expect(keyColumnOptions({ ...meta, key_column: 'video' })).toEqual(['video', 'id', 'email']);
  });

  it('offers only named columns as media columns', () => {
    expect(namedColumns(meta)).toEqual(['id', 'email', 'image', 'video']);
  });

  it('adds and removes media columns in column order', () => {
    const order = namedColumns(meta);
    const added = toggleMediaColumn({ keyColumn: 'id', mediaColumns: ['video'] }, 'image', true, order);
    expect(added.mediaColumns).toEqual(['image', 'video']);
    expect(toggleMediaColumn(added, 'video', false, order).mediaColumns).toEqual(['image']);
  });

  it('sends the key column, media columns and the key of every row', () => {
    expect(datasourceUpdate(meta, { keyColumn: 'email', mediaColumns: ['image', 'video'] })).toEqual({
      key_column: 'email',
      media_columns: ['image', 'video'],
      keys: ['a@example.com', 'b@example.com'],
    });
  });

  it('sends no keys when there is no key column', () => {
    expect(datasourceUpdate(meta, { keyColumn: '', mediaColumns: [] })).toEqual({ key_column: '', media_columns: [] });
  });
});

describe('image preview', () => {
  it('shows tif and tiff through their png thumbnail, other images as they are', () => {
    expect(previewsThroughThumbnail('scan.TIF')).toBe(true);
    expect(previewsThroughThumbnail('scan.tiff')).toBe(true);
    expect(previewsThroughThumbnail('photo.png')).toBe(false);
  });
});
