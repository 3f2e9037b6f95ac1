import type { AreaProps } from '@reelforge/session';
import { AreaComing } from '@reelforge/ui';

/**
 * The analytics remote: a project's render analytics (…/analytics) and the error log of a
 * render session (…/errorlogs), docs/reference.md §2 and docs/analytics-console.md.
 */
export default function AnalyticsRemote({ area }: AreaProps) {
  return <AreaComing area={area} />;
}
