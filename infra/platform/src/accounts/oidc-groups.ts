/**
 * Whether the ID token's claims make the account an admin (OIDC_ADMIN_GROUP, docs/accounts.md
 * "Single sign-on"): the groups claim (a list of names, or one name) holds the admin group,
 * compared exactly. Undefined when no admin group is configured: admin rights are then left
 * as they are, given and taken in the console or with the account command.
 */
export function adminFromClaims(
  claims: Readonly<Record<string, unknown>>,
  { adminGroup, groupsClaim }: { adminGroup?: string; groupsClaim: string },
): boolean | undefined {
  if (adminGroup === undefined) return undefined;
  const groups = claims[groupsClaim];
  if (typeof groups === 'string') return groups === adminGroup;
  return Array.isArray(groups) && groups.some((group) => group === adminGroup);
}
