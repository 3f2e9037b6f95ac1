/**
 * A datasource's rows as they cross from a read worker to the server's thread: each row
 * JSON-encoded into one byte array, with the offset where each starts. Moving it is a
 * transfer (no copy, nothing rebuilt); a row is decoded only when it is asked for, so a
 * batch task or a render that needs one row of two million cells costs microseconds.
 */
export interface PackedTable {
  columns: string[];
  /** The rows' JSON, one after the other (UTF-8). */
  text: Uint8Array;
  /** Where row i starts in `text`; one more entry than rows (the end). */
  offsets: Float64Array;
}

/** Packs rows on the worker (the JSON encoding is the expensive part: done there). */
export function packTable(columns: string[], rows: readonly string[][]): PackedTable {
  const offsets = new Float64Array(rows.length + 1);
  const parts: string[] = new Array(rows.length);
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const json = JSON.stringify(rows[i]);
    parts[i] = json;
    offsets[i] = at;
    at += Buffer.byteLength(json);
  }
  offsets[rows.length] = at;
  // TextEncoder gives an array of its own: a pooled Buffer's memory is not for transferring.
  return { columns, text: new TextEncoder().encode(parts.join('')), offsets };
}

/** What a transfer of the table moves instead of copying. */
export function transferablesOf(table: PackedTable): ArrayBuffer[] {
  return [table.text.buffer as ArrayBuffer, table.offsets.buffer as ArrayBuffer];
}

/** Reads rows of a packed table one at a time. */
export class PackedRows {
  private readonly bytes: Buffer;

  constructor(private readonly table: PackedTable) {
    this.bytes = Buffer.from(table.text.buffer, table.text.byteOffset, table.text.byteLength);
  }

  get length(): number {
    return this.table.offsets.length - 1;
  }

  /** Row `index`'s cells, or undefined past the end. */
  row(index: number): string[] | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    const { offsets } = this.table;
    return JSON.parse(this.bytes.toString('utf8', offsets[index], offsets[index + 1])) as string[];
  }

  /**
   * The rows as a read-only array for code that indexes one (the renderer's datasource
   * table): each row is decoded when it is read, so the whole table is never built here.
   */
  asArray(): string[][] {
    const isIndex = (key: string | symbol): key is string => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key);
    return new Proxy([] as string[][], {
      get: (target, key, receiver) => {
        if (key === 'length') return this.length;
        if (isIndex(key)) return this.row(Number(key));
        return Reflect.get(target, key, receiver);
      },
      has: (target, key) => (isIndex(key) ? Number(key) < this.length : Reflect.has(target, key)),
      set: () => false,
    });
  }
}
