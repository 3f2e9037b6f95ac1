import { describe, expect, it } from 'vitest';
import {
  columnNames,
  datasourceUpdateError,
  detectDelimiter,
  jsonToTable,
  keyColumnCandidates,
  sheetFileNames,
  shownColumnIndices,
  tableToCsv,
} from '../src/index.js';

describe('uploaded spreadsheets become one csv per sheet', () => {
  it('keeps the name for a single sheet', () => {
    expect(sheetFileNames('people.xlsx', ['Sheet1'])).toEqual(['people.csv']);
  });

  it('appends the lowercased sheet name when there are several', () => {
    expect(sheetFileNames('people.xlsx', ['Customers', 'VIP List'])).toEqual([
      'people_customers.csv',
      'people_vip list.csv',
    ]);
  });

  it('keeps names apart when sheets differ only in case', () => {
    expect(sheetFileNames('a.xls', ['Data', 'DATA'])).toEqual(['a_data.csv', 'a_data_2.csv']);
  });
});

describe('delimiter detection', () => {
  it('finds comma, semicolon, tab and pipe', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n4,5,6')).toBe(',');
    expect(detectDelimiter('a;b;c\n1;2;3\n4;5;6')).toBe(';');
    expect(detectDelimiter('a\tb\n1\t2\n')).toBe('\t');
    expect(detectDelimiter('a|b\n1|2')).toBe('|');
  });

  it('ignores delimiters inside quotes', () => {
    expect(detectDelimiter('name;note\n"Ada";"x, y, z"\n"Bo";"p, q"')).toBe(';');
  });

  it('falls back to a comma for a single column', () => {
    expect(detectDelimiter('name\nAda\nBo')).toBe(',');
  });
});

describe('the header flag', () => {
  it('takes names from the first line, or numbers the columns', () => {
    expect(columnNames(['id', ' name '], true, 2)).toEqual(['id', 'name']);
    expect(columnNames(['1', 'Ada'], false, 3)).toEqual(['Column 1', 'Column 2', 'Column 3']);
  });
});

describe('json datasources', () => {
  it('turn a list of records into columns in order of appearance', () => {
    expect(
      jsonToTable([
        { id: 1, name: 'Ada' },
        { id: 2, city: 'Oslo' },
      ]),
    ).toEqual({
      columns: ['id', 'name', 'city'],
      rows: [
        ['1', 'Ada', ''],
        ['2', '', 'Oslo'],
      ],
    });
  });

  it('accept a list of lists with a header, or an object holding one list', () => {
    expect(
      jsonToTable([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toEqual({ columns: ['a', 'b'], rows: [['1', '2']] });
    expect(jsonToTable({ rows: [{ a: true }] })).toEqual({ columns: ['a'], rows: [['true']] });
  });

  it("read only the records' own keys, __proto__ and constructor included", () => {
    const records = JSON.parse('[{"__proto__": {"x": 1}, "a": 1}, {"a": 2, "constructor": "c"}]');
    expect(jsonToTable(records)).toEqual({
      columns: ['__proto__', 'a', 'constructor'],
      rows: [
        ['{"x":1}', '1', ''],
        ['', '2', 'c'],
      ],
    });
  });

  it('refuse anything else with a reason', () => {
    expect(() => jsonToTable('text')).toThrow(/list of records/);
    expect(() => jsonToTable([1, 2])).toThrow(/record/);
    expect(() => jsonToTable({ a: [], b: [] })).toThrow(/one such list/);
  });
});

describe('csv output', () => {
  it('quotes what needs quoting', () => {
    expect(
      tableToCsv({
        columns: ['a', 'b'],
        rows: [
          ['x,y', 'say "hi"'],
          ['line\nbreak', ' pad'],
        ],
      }),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak"," pad"\r\n');
  });
});

describe('datasource metadata', () => {
  const columns = ['id', 'name', '', 'city'];
  const rows = [
    ['1', 'Ada', 'x', 'Oslo'],
    ['2', 'Bo', 'y', 'Oslo'],
    ['3', '', 'z', 'Rome'],
  ];

  it('offers as key columns those with present, unique values', () => {
    expect(keyColumnCandidates(columns, rows)).toEqual(['id']);
  });

  it('skips blank column names in the grid', () => {
    expect(shownColumnIndices(columns)).toEqual([0, 1, 3]);
  });

  it('refuses an update naming a column that does not exist', () => {
    expect(datasourceUpdateError(columns, 'id', ['name'])).toBeNull();
    expect(datasourceUpdateError(columns, 'nope', [])).toMatch(/nope/);
    expect(datasourceUpdateError(columns, 'id', ['photo'])).toMatch(/photo/);
  });
});
