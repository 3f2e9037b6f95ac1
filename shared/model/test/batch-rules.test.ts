import { describe, expect, it, vi } from 'vitest';
import {
  chunks,
  compileTasks,
  contentTypeOfFormat,
  etaText,
  filterDestination,
  needsNewJobId,
  newJobName,
  resultFilename,
  selectRows,
  substituteColumns,
} from '../src/index.js';

describe('range expressions', () => {
  it('select every row for all, an empty item or an empty expression', () => {
    expect(selectRows('all', 3)).toEqual([0, 1, 2]);
    expect(selectRows('', 3)).toEqual([0, 1, 2]);
    expect(selectRows(undefined, 2)).toEqual([0, 1]);
    expect(selectRows('2,', 3)).toEqual([0, 1, 2]);
  });

  it('count ranges a-b and a- from 1', () => {
    expect(selectRows('2-3', 5)).toEqual([1, 2]);
    expect(selectRows('4-', 5)).toEqual([3, 4]);
  });

  it('take a single number as one row', () => {
    expect(selectRows('1,5', 5)).toEqual([0, 4]);
  });

  it('drop rows outside the datasource', () => {
    expect(selectRows('0,6,3-9', 5)).toEqual([2, 3, 4]);
  });

  it('log unknown items and select nothing for them', () => {
    const log = vi.fn();
    expect(selectRows('x,2', 3, log)).toEqual([1]);
    expect(log).toHaveBeenCalledWith('Unknown range item "x"');
  });
});

describe('destinations', () => {
  it('keep only the parameters of their kind and drop empty ones', () => {
    expect(
      filterDestination({
        type: 's3',
        bucket: 'out',
        filename: '',
        acl: 'private',
        url: 'http://x',
        metadata: { a: '1', b: '' },
        user: 'u',
      }),
    ).toEqual({ type: 's3', bucket: 'out', acl: 'private', metadata: { a: '1' } });
    expect(filterDestination({ type: 'ftp', host: 'h', passive: true, epsv: false, bucket: 'b' })).toEqual({
      type: 'ftp',
      host: 'h',
      passive: true,
      epsv: false,
    });
    expect(filterDestination({ type: 'token', url: 'x' })).toEqual({ type: 'token' });
    expect(() => filterDestination({ type: 'carrier-pigeon' })).toThrow(/Unknown destination/);
  });

  it('default the content type by format', () => {
    expect(contentTypeOfFormat('mp4')).toBe('video/mp4');
    expect(contentTypeOfFormat('tif')).toBe('image/tiff');
  });
});

describe('result file names', () => {
  it('substitute ${column} with the row', () => {
    expect(substituteColumns('${name}-${city}', { name: 'Ada', city: 'Oslo' })).toBe('Ada-Oslo');
    expect(substituteColumns('${missing}x', {})).toBe('x');
  });

  it('add the extension, and use the unique name when empty', () => {
    expect(resultFilename('${name}', { name: 'Ada' }, 'mp4', 'u1')).toBe('Ada.mp4');
    expect(resultFilename('clip.mp4', {}, 'mp4', 'u1')).toBe('clip.mp4');
    expect(resultFilename('', {}, 'webm', 'abc123')).toBe('abc123.webm');
    expect(resultFilename('${name}', { name: '../etc' }, 'mp4', 'u1')).toBe('.._etc.mp4');
  });
});

describe('jobs', () => {
  it('replace ids shorter than 10 characters', () => {
    expect(needsNewJobId('abc')).toBe(true);
    expect(needsNewJobId(undefined)).toBe(true);
    expect(needsNewJobId('0123456789')).toBe(false);
  });

  it('are named New Job N by default', () => {
    expect(newJobName([])).toBe('New Job 1');
    expect(newJobName([{ name: 'New Job 2' }, { name: 'x' }])).toBe('New Job 3');
    expect(newJobName([{ name: 'New Job 2' }])).toBe('New Job 3');
  });

  it('say the remaining time in minutes or less than 1 minute', () => {
    expect(etaText(30_000)).toBe('less than 1 minute');
    expect(etaText(Infinity)).toBe('less than 1 minute');
    expect(etaText(60_000)).toBe('1 minute');
    expect(etaText(5 * 60_000)).toBe('5 minutes');
  });

  it('come in chunks', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('compiling tasks', () => {
  const table = {
    columns: ['id', 'name', 'city'],
    rows: [
      ['a1', 'Ada', 'Oslo'],
      ['b2', 'Bo', 'Rome'],
      ['c3', 'Cy', 'Lima'],
    ],
  };

  it('maps columns to variables automatically by name', () => {
    const tasks = compileTasks({
      ...table,
      variables: ['name', 'title'],
      mapping: 'auto',
      keyColumn: 'id',
      format: 'mp4',
      filename: '${name}',
      range: '2-',
    });
    expect(tasks).toEqual([
      { record: 1, key: 'b2', params: { name: 'Bo' }, filename: 'Bo.mp4' },
      { record: 2, key: 'c3', params: { name: 'Cy' }, filename: 'Cy.mp4' },
    ]);
  });

  it('maps by the custom varmap, passes the extra column and frame', () => {
    const [task] = compileTasks({
      ...table,
      variables: ['title'],
      mapping: 'custom',
      varmap: { title: 'city' },
      extracol: 'id',
      frame: 10,
      format: 'jpg',
      range: '1',
    });
    expect(task).toEqual({ record: 0, key: '1', params: { title: 'Oslo', extra: 'a1' }, filename: '', frame: 10 });
  });
});
