/**
 * The playground (docs/playground.md): the XML examples anyone signed in may render through a
 * short-lived token that reaches the example project only (docs/reference.md §9).
 */

/** A playground token's life: 60 minutes. */
export const PLAYGROUND_TOKEN_TTL_MS = 60 * 60 * 1000;
/** When the console asks for the next token: 59 minutes after the last (docs/reference.md §9). */
export const PLAYGROUND_RENEW_AFTER_MS = 59 * 60 * 1000;

/** An example's name: its file name without the `.xml` ending ("01-title-card"). */
export function exampleName(fileName: string): string {
  return fileName.replace(/\.xml$/i, '');
}

/**
 * An example's title from its file name: the leading number dropped, words spaced, first letter capital ("Title card").
 */
export function exampleTitle(fileName: string): string {
  const words = exampleName(fileName)
    .replace(/^\d+[-_ ]*/, '')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .map((word) => (word.toLowerCase() === 'hd' ? 'HD' : word));
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * An example's description: the text of the first XML comment before its `<movie>` element,
 * spaces collapsed; empty when it has none.
 */
export function exampleDescription(text: string): string {
  const head = text.slice(0, Math.max(0, text.indexOf('<movie')));
  const comment = /<!--([\s\S]*?)-->/.exec(head);
  return comment?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
}
