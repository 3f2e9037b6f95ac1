import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { badRequest } from '../lib/http-errors.ts';
import { readObject, type ObjectStore } from '../objects/object-store.ts';

/** What a page token stands for: the listing it continues and the last name it returned. */
export interface PagePosition {
  /** The folder listed, as the request named it ('' or ending with '/'). */
  prefix: string;
  /** Folders apart (use_directories=1) or every file below. */
  directories: boolean;
  /** The last name returned: the next page starts after it in name order. */
  after: string;
}

const SIGNATURE_BYTES = 16;
const badToken = () => badRequest('The page token is not one this listing gave: start again without ?pagetoken=');

/**
 * Page tokens (docs/userfs.md): opaque to the caller, `base64url(position).base64url(mac)`
 * where the MAC is an HMAC-SHA256 under a key kept in the data folder (so tokens outlive a
 * restart). A token names a position (after a name), never an offset: files added between
 * pages neither repeat nor push others out. A token altered, made up, or sent with another
 * folder or mode is a 400.
 */
export class PageTokens {
  private constructor(private readonly key: Buffer) {}

  /** Reads the key file, or writes a new random key (mode 0600) the first time. */
  static async open(keyFile: string): Promise<PageTokens> {
    try {
      const key = await readFile(keyFile);
      if (key.length >= 32) return new PageTokens(key);
    } catch {
      // made below
    }
    const key = randomBytes(32);
    await writeFile(keyFile, key, { mode: 0o600 });
    return new PageTokens(key);
  }

  /**
   * The key kept in the object store (every API process of a scale-out signs with the same
   * one): read, or made and stored the first time; what is stored then is what is used, so
   * two processes starting together agree.
   */
  static async inStore(objects: ObjectStore, key: string): Promise<PageTokens> {
    const found = await readObject(objects, key);
    if (found && found.length >= 32) return new PageTokens(found);
    await objects.put(key, randomBytes(32), { contentType: 'application/octet-stream' });
    return new PageTokens((await readObject(objects, key))!);
  }

  /** `owner` binds a token to its user and region: another's token does not read. */
  encode(owner: string, position: PagePosition): string {
    const body = Buffer.from(
      JSON.stringify([position.prefix, position.directories ? 1 : 0, position.after]),
      'utf8',
    ).toString('base64url');
    return `${body}.${this.mac(owner, body).toString('base64url')}`;
  }

  /** The position of a token for this listing, or a 400. */
  decode(owner: string, token: string, expected: Omit<PagePosition, 'after'>): string {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(body + signature)) throw badToken();
    const given = Buffer.from(signature, 'base64url');
    const wanted = this.mac(owner, body);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw badToken();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw badToken();
    }
    if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[2] !== 'string') throw badToken();
    const [prefix, directories, after] = parsed as [unknown, unknown, string];
    if (prefix !== expected.prefix || directories !== (expected.directories ? 1 : 0)) {
      throw badRequest(
        'The page token belongs to another listing (another folder or ?use_directories=): start again without ' +
          '?pagetoken=',
      );
    }
    return after;
  }

  private mac(owner: string, body: string): Buffer {
    return createHmac('sha256', this.key).update(owner).update('\n').update(body).digest().subarray(0, SIGNATURE_BYTES);
  }
}
