import { useEffect, useState } from 'react';
import { escapeHtml } from '@reelforge/model';

export type Sanitizer = (html: string) => string;
let sanitizer: Promise<Sanitizer> | undefined;

/**
 * The sanitiser for HTML from servers or users, fetched the first time HTML is shown so it
 * stays out of the console's start-up. Where DOMPurify cannot work (it then returns its input
 * untouched) the text is escaped instead: shown, never run.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : escapeHtml(html),
  );
  return sanitizer;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => current && setClean(sanitize(html)));
    return () => {
      current = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
