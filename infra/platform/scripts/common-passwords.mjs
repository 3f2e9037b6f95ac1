// Writes src/accounts/common-passwords.txt, the list the password rule refuses (docs/accounts.md,
// "Passwords"): the 10,000 most common passwords, most common first, in lower case, one a line,
// taken from the common passwords of @zxcvbn-ts/language-common (MIT; its list is ranked by how
// often each password appears in leaked password sets). The package is fetched with `npm pack`
// into a temporary folder when this runs, and is no dependency of the platform: the list ships
// as the text file, read with no network at run time, its licence beside it
// (common-passwords.LICENSE.txt).
//
//   node infra/platform/scripts/common-passwords.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3';
const COUNT = 10_000;
const OUT = path.join(import.meta.dirname, '..', 'src', 'accounts', 'common-passwords.txt');

const folder = mkdtempSync(path.join(tmpdir(), 'common-passwords-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', folder], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', path.join(folder, tarball), '-C', folder, 'package/src/passwords.json']);
  const ranked = JSON.parse(readFileSync(path.join(folder, 'package', 'src', 'passwords.json'), 'utf8'));
  const list = [...new Set(ranked.map((password) => password.toLowerCase()))].slice(0, COUNT);
  if (list.length !== COUNT) throw new Error(`${PACKAGE} has ${list.length} passwords, not ${COUNT}`);
  writeFileSync(OUT, `${list.join('\n')}\n`);
  console.log(`Wrote the ${COUNT} most common passwords of ${PACKAGE} to ${path.relative(process.cwd(), OUT)}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
