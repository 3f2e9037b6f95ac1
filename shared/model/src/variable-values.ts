/** Movie variable values as the variables tab edits them (docs/reference.md §5). */

export type VariableValueType = 'string' | 'points';

/** String values keep the newline escape: a line break is stored as the two characters \n. */
export function escapeNewlines(value: string): string {
  return value.replace(/\r\n|\r|\n/g, '\\n');
}

/** The text a string value stands for, with its escapes turned into line breaks. */
export function unescapeNewlines(value: string): string {
  return value.replace(/\\n/g, '\n');
}

/** Points values lose their spaces: "10, 20; 30, 40" -> "10,20;30,40". */
export function compactPoints(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A value ready to store, by the variable's type. */
export function storedVariableValue(type: string | undefined, value: string): string {
  return type === 'points' ? compactPoints(value) : escapeNewlines(value);
}

/** Points "x,y;x,y" as numbers; null when the text is not such a list. */
export function parsePoints(value: string): { x: number; y: number }[] | null {
  const compact = compactPoints(value);
  if (!compact) return [];
  const points: { x: number; y: number }[] = [];
  for (const pair of compact.split(';')) {
    const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(pair);
    if (!match) return null;
    points.push({ x: Number(match[1]), y: Number(match[2]) });
  }
  return points;
}
