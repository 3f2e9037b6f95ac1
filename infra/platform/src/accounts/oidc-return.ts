/**
 * Where a sign-in with the provider sends the browser once it has the token: the return address
 * (checked to stay on this site when the sign-in started: login-page.ts, safeReturnAddress) with
 * `token` and the console's `state`, as the sign-in page's own script does after a password
 * (login-page-html.ts; docs/sign-in.md, "A token in a link signs nobody in"). A path is on
 * `origin`; an address on another host than `origin`'s goes to `origin`'s `/` instead.
 */
export function signedInAddress(
  returnTo: string,
  origin: string,
  { token, consoleState }: { token: string; consoleState?: string | undefined },
): string {
  const home = new URL('/', origin);
  let url: URL;
  try {
    url = new URL(returnTo, home);
  } catch {
    url = home;
  }
  if (url.host !== home.host || !/^https?:$/.test(url.protocol)) url = home;
  url.searchParams.set('token', token);
  if (consoleState) url.searchParams.set('state', consoleState);
  return url.href;
}

/**
 * The sign-in page's address relative to the provider's routes (`<accounts>/oidc/…` to
 * `<accounts>/login`), carrying where the person was going and the console's state: the link
 * back from a sign-in that did not work.
 */
export function backToSignIn(returnTo?: string, consoleState?: string): string {
  const query = new URLSearchParams({
    ...(returnTo ? { return: returnTo } : {}),
    ...(consoleState ? { state: consoleState } : {}),
  }).toString();
  return `../login${query ? `?${query}` : ''}`;
}
