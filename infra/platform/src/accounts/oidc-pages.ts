import { createHash } from 'node:crypto';
import { escapeHtml } from '@reelforge/model';
import { LOGIN_PAGE_STYLE } from './login-page-html.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The problem page runs no script; its one style is the sign-in page's. */
export const SIGN_IN_PROBLEM_CSP = [
  "default-src 'none'",
  `style-src ${sha256(LOGIN_PAGE_STYLE)}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The page a sign-in with the provider ends on when it did not work: what went wrong, and a
 * link back to the sign-in page (with where the person was going and the console's state).
 */
export function renderSignInProblem({
  message,
  loginHref,
  companyName,
}: {
  message: string;
  loginHref: string;
  companyName: string;
}): string {
  const company = escapeHtml(companyName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in did not work — ${company}</title>
<link rel="icon" href="/favicon.svg">
<style>${LOGIN_PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>Sign-in did not work</h1>
<p id="error" role="alert">${escapeHtml(message)}</p>
<p><a id="back" href="${escapeHtml(loginHref)}">Back to sign-in</a></p>
</main>
</body>
</html>
`;
}
