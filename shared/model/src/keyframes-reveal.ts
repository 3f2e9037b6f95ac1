/**
 * Typing on (docs/motion.md): a text layer's keyframes may say how many of its letters or
 * words are shown (`reveal`, counted in the text's `revealunit`). The text shown is the text
 * cut after that many, laid out as a text of its own. Pure.
 */
import type { RevealUnit } from './keyframes.js';

const SPACE = /\s/u;

/** The end (in UTF-16 units) of each letter or word of `text`, in order. */
function unitEnds(text: string, unit: RevealUnit): number[] {
  const ends: number[] = [];
  let at = 0;
  let inWord = false;
  for (const char of text) {
    const space = SPACE.test(char);
    const next = at + char.length;
    if (unit === 'LETTER') {
      if (!space) ends.push(next);
    } else if (!space) {
      if (inWord) ends[ends.length - 1] = next;
      else ends.push(next);
    }
    inWord = !space;
    at = next;
  }
  return ends;
}

/** How many letters (characters other than white space) or words a text has. */
export function revealUnits(text: string, unit: RevealUnit = 'LETTER'): number {
  return unitEnds(text, unit).length;
}

/** The whole number of units shown for an eased reveal value (a hair under a whole number counts as it). */
export function revealShown(value: number): number {
  return Math.max(0, Math.floor(value + 1e-6));
}

/** The text with only its first `count` letters or words: cut after the last one shown. */
export function revealedText(text: string, unit: RevealUnit, count: number): string {
  const ends = unitEnds(text, unit);
  const shown = revealShown(count);
  if (shown >= ends.length) return text;
  if (shown <= 0) return '';
  return text.slice(0, ends[shown - 1]);
}
