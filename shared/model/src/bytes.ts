const UNITS = [
  ['TiB', 1024 ** 4],
  ['GiB', 1024 ** 3],
  ['MiB', 1024 ** 2],
  ['KiB', 1024],
] as const;

/**
 * A byte count for people, in binary units named as such (KiB = 1024 bytes, MiB, GiB, TiB),
 * the one convention of the console and the platform: one decimal, dropped when it is 0.
 * `exact` adds the byte count when the unit rounds it (for limits a person may compare
 * against a file's size): 1536 -> "1.5 KiB", 5000 -> "4.9 KiB (5000 bytes)" with `exact`,
 * 2 GiB -> "2 GiB", 900 -> "900 bytes". Not a count (negative, NaN) -> "".
 */
export function formatBytes(bytes: number, { exact = false }: { exact?: boolean } = {}): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  for (const [unit, size] of UNITS) {
    if (bytes < size) continue;
    const rounded = `${Number((bytes / size).toFixed(1))} ${unit}`;
    return exact && bytes % size !== 0 ? `${rounded} (${bytes} bytes)` : rounded;
  }
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}
