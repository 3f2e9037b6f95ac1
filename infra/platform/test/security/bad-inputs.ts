/** What a stranger sends instead of what the platform expects. */

const MB = 1024 * 1024;

/** Path segments in the place of a project uid, a name or a token (sent as is). */
export const BAD_SEGMENTS: readonly string[] = [
  '0'.repeat(32), // well-formed but unknown
  'F'.repeat(32),
  'x',
  '0',
  '-1',
  '1e400',
  'null',
  '%5B%5D',
  '%7B%7D',
  '.',
  '..',
  '%2e%2e',
  '.%2E',
  '%2f',
  'a%2Fb',
  '..%2F..%2Fetc%2Fpasswd',
  '%5C..%5C',
  '%00',
  'a%00b',
  '%0A',
  '%C0%AE%C0%AE', // overlong UTF-8 for '..'
  '%C0%AF', // overlong '/'
  '%E0%80%AE',
  '%FF%FE',
  '%ED%A0%80', // an encoded surrogate
  '%', // a broken escape
  '%zz',
  '%E2%80%AE',
  '%EF%BC%8E%EF%BC%8E', // full-width '..'
  'e%CC%81', // 'é' decomposed
  '%EF%AC%81', // the 'fi' ligature
  'a'.repeat(5000),
  '%20',
];

/** Query strings added to a valid call: duplicates, NUL, broken escapes, prototype keys. */
export const BAD_QUERIES: readonly string[] = [
  'json=1&json=1',
  'download=1&download=0&processed=1&processed=1&metadataonly=1&metadataonly=1',
  'replace=1&replace=0',
  'create=1&create=1&byuid=1&byuid=0',
  'region=eu-west-1&region=us-east-1',
  'taskid=a&taskid=b&block=1&block=1',
  'frame=1&frame=2',
  'frame=-1',
  'frame=1e400',
  'frame=%00',
  'name=..&name=.',
  'name=%00',
  'id=%00&id=x',
  'q=a&q=b',
  'a%00=b%00',
  'x=%',
  'x=%zz&%=1',
  '__proto__=1&constructor=1&prototype=1',
  '__proto__[x]=1',
  `x=${'a'.repeat(7000)}`,
];

export interface BodyAttack {
  label: string;
  body: string | Buffer;
  contentType?: string;
}

const nulStrings = JSON.stringify({
  name: 'a\u0000b',
  movie: 'm\u0000',
  region: 'eu-west-1\u0000',
  id: '\u0000',
  Username: 'other\u0000',
  Password: '\u0000',
  jobid: 'j\u0000',
  runid: 'r\u0000',
  projectid: '\u0000',
  previewrequest: '\u0000',
  format: 'mp4\u0000',
  color: '#ffffff\u0000',
  params: { 'a\u0000': 'b\u0000' },
  settings: { speed: 0 },
  tasks: [],
  data: '\u0000',
});

const huge = 'x'.repeat(MB);
const hugeStrings = JSON.stringify({
  name: huge,
  movie: huge,
  id: huge,
  Username: huge,
  jobid: huge,
  previewrequest: huge,
  params: { [huge]: huge },
});

/** JSON bodies of the wrong shape, broken JSON, and the wrong content types. */
export const BAD_BODIES: readonly BodyAttack[] = [
  ...['{', '{"a":1,}', '[1,2', 'nul', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '{"a":"\\x00"}'].map((body) => ({
    label: `malformed ${JSON.stringify(body)}`,
    body,
  })),
  ...['1', '"text"', '[]', 'null', 'true', '{}', '[{}]', '[[[[[[[[[[]]]]]]]]]]'].map((body) => ({
    label: `JSON ${body}`,
    body,
  })),
  {
    label: 'numbers for strings',
    body: '{"name":5,"movie":5,"id":5,"Username":5,"Password":5,"jobid":5,"runid":5,"projectid":5,"region":5,"previewrequest":5,"format":5}',
  },
  { label: 'arrays for objects', body: '{"movie":[],"params":[],"settings":[],"tasks":{},"data":[],"record":[]}' },
  {
    label: 'nulls everywhere',
    body: '{"name":null,"movie":null,"params":null,"settings":null,"tasks":null,"width":null,"previewrequest":null}',
  },
  {
    label: 'wrong number shapes',
    body: '{"width":-1,"height":1e400,"frames":0.5,"settings":{"speed":1e308},"limit":-5,"frame":-1}',
  },
  { label: 'prototype keys', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
  { label: 'NUL in strings', body: nulStrings },
  { label: '1 MB strings', body: hugeStrings },
  {
    label: 'a share of names that are not there',
    body: '{"id":"x","username":"other","region":"..","prjuid":"..","movie":".."}',
  },
  {
    label: 'batch tasks for a project that is not there',
    body: '{"jobid":"j","runid":"r1","projectid":"..","tasks":[{"record":0,"key":"k","params":{},"filename":"../../x"}]}',
  },
  { label: 'a render of a movie that is not there', body: '{"movie":"..","params":{"a":"b"}}' },
  { label: 'a render of a movie of the wrong shape', body: '{"movie":{"scenes":"x","params":[]},"format":"exe"}' },
  {
    label: 'a render with prototype keys as values',
    body: '{"movie":"m","params":{"__proto__":"x","constructor":"y"}}',
  },
  { label: 'a speed as text', body: '{"settings":{"speed":"3"}}' },
  { label: 'a 2000-character password', body: JSON.stringify({ Username: 'other', Password: 'x'.repeat(2000) }) },
  { label: 'a preview request that is not base64', body: '{"previewrequest":"%%%not base64%%%"}' },
  {
    label: 'a preview request of random bytes',
    body: JSON.stringify({
      previewrequest: Buffer.from([0xff, 0x01, 0x80, 0x80, 0x80, 0x80, 0x10]).toString('base64'),
    }),
  },
  { label: 'JSON as text/plain', body: '{"name":"x"}', contentType: 'text/plain' },
  { label: 'XML', body: '<a>1</a>', contentType: 'application/xml' },
  { label: 'a form', body: 'name=x&movie=y', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart without a boundary', body: 'x', contentType: 'multipart/form-data' },
  {
    label: 'a broken multipart body',
    body: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
    contentType: 'multipart/form-data; boundary=b',
  },
  {
    label: 'JSON in UTF-16',
    body: Buffer.from('{"name":"x"}', 'utf16le'),
    contentType: 'application/json; charset=utf-16',
  },
  { label: 'invalid UTF-8 JSON', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  {
    label: 'garbage protobuf',
    body: Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f, 0x0a, 0x80]),
    contentType: 'application/x-protobuf',
  },
  { label: 'an empty JSON body', body: '' },
  { label: 'an empty body of no type', body: '', contentType: '' },
  { label: 'a content type with no type', body: '{}', contentType: ';' },
];

/** Bodies over every limit: 2 MiB where the default 1 MiB applies, 17 MiB where routes allow 16. */
export const OVER_LIMIT: readonly BodyAttack[] = [
  { label: '2 MiB of JSON', body: JSON.stringify({ name: 'x'.repeat(2 * MB) }) },
];
export const FAR_OVER_LIMIT: BodyAttack = {
  label: '17 MiB of JSON',
  body: JSON.stringify([{ name: 'x'.repeat(17 * MB) }]),
};
