import { describe, expect, it } from 'vitest';
import { DESTINATION_PARAMS } from '@reelforge/model';
import { paramField, PARAM_FIELDS, withDestinationType } from '../../src/destination/destination-fields.js';
import { mapOfEntries } from '../../src/destination/KeyValueEditor.js';

describe('destination fields', () => {
  it('label every parameter of every kind', () => {
    const all = Object.values(DESTINATION_PARAMS).flat() as string[];
    expect(all.filter((param) => !PARAM_FIELDS[param])).toEqual([]);
  });

  it('offer the ACL options with public-read by default, and the video status options', () => {
    expect(paramField('acl')).toMatchObject({
      kind: 'select',
      options: ['private', 'public-read', 'public-read-write', 'authenticated-read'],
      initial: 'public-read',
    });
    expect(paramField('status')).toMatchObject({ kind: 'select', options: ['private', 'public', 'unlisted'] });
  });

  it('edit metadata, form fields and headers as maps, and flags as checkboxes', () => {
    expect(['metadata', 'fields', 'headers'].map((p) => paramField(p).kind)).toEqual(['map', 'map', 'map']);
    expect(
      ['aws_use_policy', 'reduced_redundancy', 'secure', 'notifySubscribers', 'passive', 'epsv'].map(
        (p) => paramField(p).kind,
      ),
    ).toEqual(Array(6).fill('boolean'));
  });
});

describe('changing the destination type', () => {
  it('keeps the parameters the new kind also takes and sets the initial values of its selects', () => {
    expect(withDestinationType({ type: 'ftp', filename: '${name}.mp4', host: 'h', passive: true }, 's3')).toEqual({
      type: 's3',
      filename: '${name}.mp4',
      acl: 'public-read',
      secure: true,
    });
  });

  it('starts FTP in passive mode and HTTP with POST', () => {
    expect(withDestinationType({ type: 'cdn' }, 'ftp')).toEqual({ type: 'ftp', passive: true });
    expect(withDestinationType({ type: 'cdn' }, 'http')).toEqual({ type: 'http', method: 'POST' });
    expect(withDestinationType({ type: 's3', bucket: 'b' }, 'cdn')).toEqual({ type: 'cdn' });
  });
});

describe('map entries', () => {
  it('become a map of the named ones', () => {
    expect(
      mapOfEntries([
        { key: ' a ', value: '1' },
        { key: '', value: '2' },
        { key: 'b', value: '' },
      ]),
    ).toEqual({ a: '1', b: '' });
  });
});
