// With the u flag a pair is one code point, so only a lone surrogate matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * A redirect target as a Location header can carry it: HTTP header values are bytes, and Node
 * refuses a character beyond Latin-1 (U+2028, an emoji) with an error, so every character
 * beyond ASCII is percent-encoded as UTF-8, as a browser would send it. ASCII (the target's own
 * `%xx` escapes included) is left as it is. A string that is not text (a lone surrogate) has no
 * UTF-8 form and no Location: undefined.
 */
export function locationHeaderValue(target: string): string | undefined {
  if (LONE_SURROGATE.test(target)) return undefined;
  return target.replace(/[^\u0000-\u007f]/gu, (char) => encodeURIComponent(char));
}
