/**
 * A random value the console sends to the sign-in page and keeps in this tab's
 * sessionStorage; the page hands it back with the token. A token that comes back without
 * it was not asked for by this tab (a link someone sent) and is not taken.
 */
const STATE_KEY = 'reelforge.sign-in-state';

export function newSignInState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const state = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  sessionStorage.setItem(STATE_KEY, state);
  return state;
}

/** The state this tab sent, removed so it serves one return only. */
export function takeSignInState(): string | undefined {
  const state = sessionStorage.getItem(STATE_KEY) ?? undefined;
  sessionStorage.removeItem(STATE_KEY);
  return state;
}
