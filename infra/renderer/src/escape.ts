/**
 * Escaping for ffmpeg filter graphs. A value in a -filter_complex string is read twice:
 * once by the graph parser (which ends a filter's arguments at [ ] , ; and undoes \ and
 * '...') and once by the filter's option parser (which ends a value at : and undoes \ and
 * '...' again). So a value is first quoted for the option parser, then backslash-escaped
 * for the graph parser. Any text survives: quotes, colons, commas, semicolons, brackets,
 * backslashes, percent signs (drawtext runs with expansion=none) and line breaks.
 */

/** A filter option value, quoted so the option parser keeps it literally. */
export function quoteOptionValue(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

/** Text of a filter's arguments, escaped so the graph parser passes it on unchanged. */
export function escapeForGraph(text: string): string {
  return text.replace(/[\\'[\],;]/g, '\\$&');
}

/** A value ready to put after `name=` inside a filter graph. */
export function filterValue(value: string): string {
  return escapeForGraph(quoteOptionValue(value));
}
