import type { AreaProps } from '@reelforge/session';
import { AreaComing } from '@reelforge/ui';

/**
 * The admin remote: the admin tools of docs/reference.md §2 and §6. The host registers it
 * only after the admin check succeeded, so other users never download it
 * (docs/admin-console.md). One line per tool.
 */
export default function AdminRemote({ area }: AreaProps) {
  return <AreaComing area={area} />;
}
