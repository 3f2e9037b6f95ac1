/**
 * The one rule for every name a user gives (projects, files, movies, track data versions,
 * batch jobs, scripts): a name must open in a browser, be deletable again, and look like
 * what it is.
 */

export interface NameRuleOptions {
  /**
   * The name becomes a path segment (a file name, a URL segment of its own): `/` and `\`
   * would split it. Project names are only shown, so they may hold a slash.
   */
  pathSegment?: boolean;
  /** The most characters (code points) a name may have; none when undefined. */
  maxLength?: number;
  /** The most bytes its UTF-8 form may have: file systems count bytes, not characters. */
  maxBytes?: number;
}

// C0, DEL and C1 controls: invisible in lists, unsafe in files and logs.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// Bidirectional controls (embeddings, overrides, isolates, marks) reorder what follows
// them, so 'cod\u202Egnp.exe' shows as 'codexe.png'.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const SEPARATOR = /[/\\]/u;
const LONE_SURROGATE = /\p{Surrogate}/u;
const SHOWN_LENGTH = 40;

/** U+XXXX, as the messages name a character. */
function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The name as a message may quote it: invisible characters spelled out, long ones cut. */
export function shownName(name: string): string {
  const chars = [...name];
  const cut = chars.length > SHOWN_LENGTH ? [...chars.slice(0, SHOWN_LENGTH), '…'] : chars;
  return cut
    .map((char) => (CONTROL.test(char) || BIDI.test(char) || LONE_SURROGATE.test(char) ? `<${codePoint(char)}>` : char))
    .join('');
}

function reservedDots(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === '.' || trimmed === '..';
}

/**
 * Why `name` cannot be used, or undefined when it can. Checked on the name as typed and
 * on its NFKC form, so full-width lookalikes ('．．', '／') count as what they look like.
 */
export function nameProblem(
  name: string,
  { pathSegment = true, maxLength, maxBytes }: NameRuleOptions = {},
): string | undefined {
  if (!name.trim()) return 'A name cannot be empty or only spaces';
  const refused = (why: string) => `The name '${shownName(name)}' is not allowed: ${why}`;
  const length = [...name].length;
  if (maxLength !== undefined && length > maxLength) return `A name has at most ${maxLength} characters, not ${length}`;
  const bytes = maxBytes === undefined ? 0 : new TextEncoder().encode(name).length;
  if (maxBytes !== undefined && bytes > maxBytes) return `A name has at most ${maxBytes} bytes in UTF-8, not ${bytes}`;
  // With the u flag a pair is one code point, so only a lone surrogate matches. It is not
  // text: it cannot be stored or sent as UTF-8 and come back the same.
  const surrogate = LONE_SURROGATE.exec(name);
  if (surrogate) return refused(`it is not valid Unicode (a lone ${codePoint(surrogate[0])})`);
  const control = CONTROL.exec(name);
  if (control) return refused(`it contains the control character ${codePoint(control[0])}`);
  const bidi = BIDI.exec(name);
  if (bidi)
    return refused(`it contains the bidirectional control ${codePoint(bidi[0])}, which makes a name look like another`);
  const normal = name.normalize('NFKC');
  if (reservedDots(name) || reservedDots(normal)) return refused('. and .. are reserved');
  if (pathSegment && (SEPARATOR.test(name) || SEPARATOR.test(normal)))
    return refused('it contains a slash or backslash (/ or \\), which would split it into folders');
  return undefined;
}

/**
 * '.' and '..' cannot travel as a URL path segment: browsers resolve them away (encoded
 * too). A name stored before the rule is sent in the query string instead.
 */
export function isDotSegment(name: string): boolean {
  return name === '.' || name === '..';
}

const nameOf = (item: unknown): string | undefined => {
  const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
};

/**
 * A list written whole (jobs.json, scripts.json): the reason the first name it gives that
 * the stored list does not have is refused, or undefined. Names already stored pass, so a
 * list holding an old bad name can still be saved, and the item deleted; unnamed items pass.
 */
export function newNamesProblem(
  stored: readonly unknown[],
  incoming: readonly unknown[],
  options: NameRuleOptions = {},
): string | undefined {
  const known = new Set(stored.map(nameOf));
  for (const item of incoming) {
    const name = nameOf(item);
    if (name === undefined || known.has(name)) continue;
    const problem = nameProblem(name, options);
    if (problem) return problem;
  }
  return undefined;
}
