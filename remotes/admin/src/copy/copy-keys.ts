/** The copy tool's keys of the console's one server-state cache, written once (docs/admin-console.md). */
export const copyKeys = {
  /** An account's projects of every region, read with its own token. */
  projectsOf: (username: string) => ['admin', 'projects-of', username] as const,
};
