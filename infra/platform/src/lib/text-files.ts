import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';

export type TextEncoding = 'utf-8' | 'windows-1252';

// Bytes that do not occur in text files: C0 controls other than tab, line feed,
// vertical tab, form feed, carriage return and escape.
const BINARY_BYTE = new Uint8Array(256);
for (let b = 0; b < 32; b++)
  BINARY_BYTE[b] = b === 9 || b === 10 || b === 11 || b === 12 || b === 13 || b === 27 ? 0 : 1;

export interface TextInspection {
  /** No binary control bytes anywhere. */
  text: boolean;
  /** Valid UTF-8 (else it is read as Windows-1252, what spreadsheet programs write). */
  encoding: TextEncoding;
}

/** One streaming pass over a file: is it text, and in which encoding. */
export async function inspectText(file: string): Promise<TextInspection> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) {
      if (BINARY_BYTE[chunk[i] as number]) return { text: false, encoding: 'utf-8' };
    }
    if (valid) {
      try {
        utf8.decode(chunk, { stream: true });
      } catch {
        valid = false;
      }
    }
  }
  if (valid) {
    try {
      utf8.decode();
    } catch {
      valid = false;
    }
  }
  return { text: true, encoding: valid ? 'utf-8' : 'windows-1252' };
}

/** The file as a stream of strings (multi-byte characters never split; a BOM dropped). */
export function decodedStream(file: string, encoding: TextEncoding): Readable {
  if (encoding === 'utf-8') {
    const stream = createReadStream(file, { encoding: 'utf8' });
    let first = true;
    return stream.pipe(
      new Transform({
        decodeStrings: false,
        readableObjectMode: true,
        transform(chunk: string, _enc, done) {
          if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
          first = false;
          done(null, chunk);
        },
      }),
    );
  }
  const decoder = new TextDecoder(encoding);
  return createReadStream(file).pipe(
    new Transform({
      readableObjectMode: true,
      transform(chunk: Buffer, _enc, done) {
        done(null, decoder.decode(chunk, { stream: true }));
      },
      flush(done) {
        const rest = decoder.decode();
        done(null, rest || undefined);
      },
    }),
  );
}

/** The first `bytes` of a file as text (a character cut at the end is dropped). */
export async function readTextSample(file: string, bytes: number, encoding: TextEncoding): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead), { stream: true }).replace(/^\ufeff/, '');
  } finally {
    await handle.close();
  }
}
