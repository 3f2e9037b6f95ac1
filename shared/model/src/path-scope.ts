/**
 * Whether `pathname` is `base` or an address below it: an editor whose tabs are addresses
 * under its own (a movie's overview, play, …) is not left by moving between them.
 */
export function isWithinPath(pathname: string, base: string): boolean {
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  return pathname === root || pathname.startsWith(`${root}/`);
}
