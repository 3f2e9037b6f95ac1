import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { escapeHtml } from '@reelforge/model';

/**
 * HTML from servers or users, sanitised before it reaches the page. Where DOMPurify cannot
 * work (it then returns its input untouched) the text is escaped instead: shown, never run.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
