/** Per-region project-list failures (docs/reference.md §8). */

/** Status -1 stands for a request that timed out. */
export const TIMEOUT_STATUS = -1;

export function regionErrorMessage(region: string, status: number, statusText: string): string {
  if (status === TIMEOUT_STATUS) return `Timeout.  Region ${region} unavailable.`;
  const text = statusText.trim() || (status ? `HTTP ${status}` : 'Network error');
  return `${region}: ${text}`;
}
