const UNITS = [
  ['GiB', 1024 ** 3],
  ['MiB', 1024 ** 2],
  ['KiB', 1024],
] as const;

/** A byte count for people: "2 GiB", "1 MiB", "4.9 KiB (5000 bytes)", "1000 bytes". */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes < size) continue;
    const rounded = `${Number((bytes / size).toFixed(1))} ${unit}`;
    return bytes % size === 0 ? rounded : `${rounded} (${bytes} bytes)`;
  }
  return `${bytes} bytes`;
}
