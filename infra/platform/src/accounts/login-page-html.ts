import { createHash } from 'node:crypto';
import { escapeHtml } from '@reelforge/model';

// Runs in the browser. It re-checks the return address itself (location.host is the
// truth there) and falls back to "/" for anything off-site, so the token is never
// handed to another origin.
const SCRIPT = `
const form = document.getElementById('signin');
const error = document.getElementById('error');
const button = document.getElementById('submit');
// With PASSWORD_SIGN_IN=0 the page has no form, only the provider's button.
if (form) {
function destination(token) {
  let url;
  try { url = new URL(form.dataset.return || '/', location.href); } catch { url = null; }
  if (!url || url.host !== location.host || !/^https?:$/.test(url.protocol)) url = new URL('/', location.href);
  url.searchParams.set('token', token);
  // The console only takes a token that comes back with the state it sent here.
  if (form.dataset.state) url.searchParams.set('state', form.dataset.state);
  return url.href;
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  button.disabled = true;
  try {
    const response = await fetch('auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Username: form.username.value, Password: form.password.value }),
    });
    if (response.status === 401) {
      error.textContent = 'Wrong username or password.';
      form.password.select();
      return;
    }
    const body = await response.json().catch(() => ({}));
    if (!response.ok || typeof body.Token !== 'string') {
      error.textContent = body.Message || 'Sign-in failed (' + response.status + '). Try again.';
      return;
    }
    location.assign(destination(body.Token));
  } catch {
    error.textContent = 'The server cannot be reached. Check your connection and try again.';
  } finally {
    button.disabled = false;
  }
});
}
`;

/** The page's style; the sign-in problem page (oidc-pages.ts) wears it too. */
export const LOGIN_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;
  background:#f3f4f7;color:#1f2a44}
main{width:min(22rem,92vw);background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.55rem .6rem;font:inherit;border:1px solid #8a93a6;border-radius:4px}
input:focus,button:focus{outline:3px solid #f5b942;outline-offset:1px}
button{margin-top:1.5rem;width:100%;padding:.6rem;font:inherit;font-weight:600;color:#fff;background:#1f2a44;border:0;
  border-radius:4px;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}
#error{min-height:1.5em;margin:1rem 0 0;color:#b00020}
a.sso{display:block;margin:0 0 1rem;padding:.6rem;text-align:center;font-weight:600;color:#1f2a44;background:#f5b942;
  border-radius:4px;text-decoration:none}
a.sso:focus{outline:3px solid #1f2a44;outline-offset:1px}
.or{margin:1.25rem 0 0;text-align:center;color:#5b6478}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Only the page's own inline script and style may run: a reflected string cannot execute. */
export const LOGIN_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(LOGIN_PAGE_STYLE)}`,
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The provider's button: a link to the start of its sign-in, carrying the return address and the console's state. */
function ssoLink(name: string, returnTo: string, state: string | undefined): string {
  const query = new URLSearchParams({ return: returnTo, ...(state ? { state } : {}) });
  return `<a class="sso" id="sso" href="oidc/start?${escapeHtml(query.toString())}">Sign in with ${escapeHtml(name)}</a>`;
}

export function renderLoginPage({
  returnTo,
  state,
  companyName,
  sso,
  passwordSignIn = true,
}: {
  returnTo: string;
  state?: string;
  companyName: string;
  /** Single sign-on (OIDC_*): the provider's name on its button. */
  sso?: { name: string };
  /** PASSWORD_SIGN_IN: false leaves the form out. */
  passwordSignIn?: boolean;
}): string {
  const company = escapeHtml(companyName);
  const form = `<form id="signin" method="post" action="auth/login" data-return="${escapeHtml(returnTo)}"
  ${state ? ` data-state="${escapeHtml(state)}"` : ''} novalidate>
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false"
  required${sso ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button id="submit" type="submit">Sign in</button>
<p id="error" role="alert" aria-live="assertive"></p>
</form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in — ${company}</title>
<link rel="icon" href="/favicon.svg">
<style>${LOGIN_PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>Sign in to ${company}</h1>
${sso ? ssoLink(sso.name, returnTo, state) : ''}
${sso && passwordSignIn ? '<p class="or">or with your username and password</p>' : ''}
${passwordSignIn ? form : ''}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
