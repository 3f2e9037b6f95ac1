import { expect, type APIRequestContext, type Page } from '@playwright/test';

// What the batch specs watch of a job's run (docs/reference.md §4): every text its status line
// shows, a state that shows for a moment only included, and the console's writes of jobs.json.

/** Records every text the open job's status line shows from now on; read them with the function it gives. */
export async function recordJobStatus(page: Page): Promise<() => Promise<string[]>> {
  await page.getByLabel('Job status').evaluate((line) => {
    const seen = [line.textContent ?? ''];
    (window as unknown as { jobStatuses: string[] }).jobStatuses = seen;
    new MutationObserver(() => {
      const text = line.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(line, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { jobStatuses: string[] }).jobStatuses);
}

/** Whether `seen` holds a text matching each pattern, in their order. */
export function showsInOrder(seen: readonly string[], patterns: readonly RegExp[]): boolean {
  let at = 0;
  for (const pattern of patterns) {
    const found = seen.slice(at).findIndex((text) => pattern.test(text));
    if (found < 0) return false;
    at += found + 1;
  }
  return true;
}

/**
 * The console's writes of jobs.json once the job's run was asked for (POST …/runs): the run's
 * fields are the platform's to write, so there should be none.
 */
export function jobsWritesAfterStart(page: Page): string[] {
  const writes: string[] = [];
  let started = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.endsWith('/runs')) started = true;
    else if (started && request.method() !== 'GET' && url.pathname.endsWith('/jobs.json'))
      writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

/** The demo user's headers for the platform's calls. */
export async function demoHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  return { authorization: `istoken ${(await login.json()).Token}` };
}

/** The job as the project's jobs.json holds it. */
export async function storedJob(request: APIRequestContext, headers: Record<string, string>, url: string) {
  const [, prjuid, jobid] = /\/projects\/[^/]+\/([^/]+)\/batch\/([^/?]+)/.exec(new URL(url).pathname) ?? [];
  const reply = await request.get(`/r/eu-west-1/api/v1/appdata/${prjuid}/jobs.json`, { headers });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { id: string; [field: string]: unknown }[]).find((job) => job.id === jobid);
}
