import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { serverOrigin } from '../servers.js';

export * from '@playwright/test';

/**
 * Playwright's `test`, failing any test during which the browser reports a
 * Content-Security-Policy violation: a refused eval() or Function(), inline script, worker,
 * stylesheet, image, media or connection. The console's policy has no 'unsafe-eval', so a
 * library that compiles code at run time shows up here even when it falls back quietly.
 * Each page logs its `securitypolicyviolation` events to the console, where they are
 * collected (Chromium's own refusal messages do not reach Playwright's console events).
 * Workers have no document to listen on: a worker that cannot start or run shows up in
 * the test that needs it instead.
 *
 * It also points every test at its worker's own server.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // Each worker talks to a platform of its own (servers.ts), so specs on different workers
  // share no state. (Playwright reads what a fixture needs from its pattern: none here.)
  // oxlint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverOrigin(testInfo.parallelIndex)),
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const record = (where: () => string) => (message: ConsoleMessage) => {
        if (message.text().includes('Content Security Policy')) violations.push(`${where()}: ${message.text()}`);
      };
      const watch = (page: Page) => {
        page.on(
          'console',
          record(() => page.url()),
        );
        page.on('worker', (worker) =>
          worker.on(
            'console',
            record(() => `worker ${worker.url()}`),
          ),
        );
      };
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}`,
          );
        });
      });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
});
