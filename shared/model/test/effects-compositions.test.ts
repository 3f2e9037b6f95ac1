import { describe, expect, it } from 'vitest';
import {
  addComposition,
  fxEditorType,
  isEmptyAnswer,
  newCompositionNameError,
  readCompositions,
  removeComposition,
  updateComposition,
  type EffectsComposition,
} from '../src/index.js';

const project = { region: 'eu-west-1', uid: 'p1' };
const NOW = '2026-11-24T21:00:00.000Z';
const LATER = '2026-11-24T22:00:00.000Z';
const made = (name: string) =>
  addComposition([], { name, type: 'fxpro', region: 'eu-west-1', prjuid: 'p1', now: NOW })[0] as EffectsComposition;

describe('the fx editor type', () => {
  it("is the address's fxtype, else the session's beta mode, else fxpro", () => {
    expect(fxEditorType('fxexpress')).toBe('fxexpress');
    expect(fxEditorType('fxpro', 'fxexpress')).toBe('fxpro');
    expect(fxEditorType(null, 'fxexpress')).toBe('fxexpress');
    expect(fxEditorType('mpx', 'mpx')).toBe('fxpro');
    expect(fxEditorType('FXEXPRESS')).toBe('fxpro');
    expect(fxEditorType(undefined)).toBe('fxpro');
  });
});

describe('reading comps.json', () => {
  it('keeps named entries with their fields, filling the defaults', () => {
    expect(readCompositions([{ name: 'Intro' }], project)).toEqual([
      {
        region: 'eu-west-1',
        prjuid: 'p1',
        name: 'Intro',
        type: 'fxpro',
        date_created: '',
        date_modified: '',
        dataprovider: 'feed',
        ds: '',
        configURL: '',
      },
    ]);
    const full = {
      ...made('Prices'),
      type: 'fxexpress',
      dataprovider: 'ds' as const,
      ds: 'prices.csv',
      configURL: 'https://feed.example.com',
    };
    expect(readCompositions([full], project)).toEqual([full]);
  });

  it('drops what nothing can open: no name, a blank name, a repeated name, not an object', () => {
    const list = [
      null,
      'x',
      3,
      [],
      { name: '' },
      { name: '  ' },
      { name: 7 },
      { name: 'A', ds: 'x' },
      { name: 'A', type: 'fxexpress' },
    ];
    expect(readCompositions(list, project).map((c) => [c.name, c.type])).toEqual([['A', 'fxpro']]);
    expect(readCompositions({ name: 'A' }, project)).toEqual([]);
  });

  it('reads an unknown data provider as a feed, and a feed keeps no datasource', () => {
    expect(readCompositions([{ name: 'A', dataprovider: 'ftp', ds: 'x.csv' }], project)[0]).toMatchObject({
      dataprovider: 'feed',
      ds: '',
    });
  });
});

describe('names of new compositions', () => {
  it('an empty answer is no problem: it does nothing', () => {
    expect(newCompositionNameError('', [])).toBeNull();
    expect(newCompositionNameError('   ', [])).toBeNull();
    expect(isEmptyAnswer('  ')).toBe(true);
    expect(isEmptyAnswer(null)).toBe(true);
    expect(isEmptyAnswer(' a ')).toBe(false);
  });

  it('refuses a taken name and what the name rule refuses', () => {
    expect(newCompositionNameError(' Intro ', [{ name: 'Intro' }])).toBe('There is already a composition named Intro.');
    expect(newCompositionNameError('..', [])).toMatch(/reserved/);
    expect(newCompositionNameError('a/b', [])).toMatch(/not allowed/);
    expect(newCompositionNameError('a\u202Eb', [])).toMatch(/not allowed/);
    expect(newCompositionNameError('x'.repeat(201), [])).toMatch(/at most 200/);
    expect(newCompositionNameError('Outro', [{ name: 'Intro' }])).toBeNull();
  });
});

describe('editing the list', () => {
  it('adds a feed for the editor type, trimmed, dated now', () => {
    const list = addComposition([made('Intro')], {
      name: ' Outro ',
      type: 'fxexpress',
      region: 'us-east-1',
      prjuid: 'p2',
      now: NOW,
    });
    expect(list[1]).toEqual({
      region: 'us-east-1',
      prjuid: 'p2',
      name: 'Outro',
      type: 'fxexpress',
      date_created: NOW,
      date_modified: NOW,
      dataprovider: 'feed',
      ds: '',
      configURL: '',
    });
    expect(() => addComposition(list, { name: 'Outro', type: 'fxpro', region: 'r', prjuid: 'p', now: NOW })).toThrow(
      /already/,
    );
    expect(() => addComposition(list, { name: ' ', type: 'fxpro', region: 'r', prjuid: 'p', now: NOW })).toThrow(
      /needs a name/,
    );
  });

  it('changes one composition and its date; a feed drops its datasource', () => {
    const list = [made('A'), made('B')];
    const ds = updateComposition(list, 'B', { dataprovider: 'ds', ds: 'people.csv' }, LATER);
    expect(ds[0]).toBe(list[0]);
    expect(ds[1]).toMatchObject({ dataprovider: 'ds', ds: 'people.csv', date_created: NOW, date_modified: LATER });
    expect(updateComposition(ds, 'B', { dataprovider: 'feed' }, LATER)[1]).toMatchObject({
      dataprovider: 'feed',
      ds: '',
    });
    expect(updateComposition(ds, 'B', { configURL: 'https://x' }, LATER)[1]).toMatchObject({
      ds: 'people.csv',
      configURL: 'https://x',
    });
    expect(updateComposition(list, 'C', { configURL: 'x' }, LATER)).toEqual(list);
  });

  it('removes one by name', () => {
    expect(removeComposition([made('A'), made('B')], 'A').map((c) => c.name)).toEqual(['B']);
  });
});
