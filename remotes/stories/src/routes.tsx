import type { AreaProps } from '@reelforge/session';
import { AreaComing } from '@reelforge/ui';

/** The stories remote: a project's scripts and stories (docs/reference.md §3, §5). */
export default function StoriesArea({ area }: AreaProps) {
  return <AreaComing area={area} />;
}
