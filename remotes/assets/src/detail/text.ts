/** Rules of the auxiliary-file viewer: binary detection and the size shown. */

/** A file with a NUL byte in its first 8 KB is taken for binary. */
export const BINARY_SNIFF_LENGTH = 8 * 1024;
/** At most this much of a text file is put on the page; more would freeze it. */
export const TEXT_SHOWN_LIMIT = 1024 * 1024;

export function looksBinary(text: string): boolean {
  return text.slice(0, BINARY_SNIFF_LENGTH).includes('\u0000');
}

/** The first TEXT_SHOWN_LIMIT characters, never splitting a surrogate pair, and whether text was cut. */
export function clipText(text: string, limit = TEXT_SHOWN_LIMIT): { shown: string; cut: boolean } {
  if (text.length <= limit) return { shown: text, cut: false };
  const last = text.charCodeAt(limit - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return { shown: text.slice(0, end), cut: true };
}
