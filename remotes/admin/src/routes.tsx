import type { AreaProps } from '@reelforge/session';
import { AreaComing } from '@reelforge/ui';
import { AccountsPage } from './accounts/AccountsPage.js';
import { AssumeByProjectPage } from './assume-by-project/AssumeByProjectPage.js';
import { AssumePage } from './assume/AssumePage.js';
import { CopyProjectPage } from './copy/CopyProjectPage.js';
import './admin.css';

/**
 * The admin remote: the admin tools of docs/reference.md §2 and §6. The host registers it
 * only after the admin check succeeded, so other users never download it
 * (docs/admin-console.md). One line per tool.
 */
export default function AdminRemote({ area }: AreaProps) {
  if (area === 'assume') return <AssumePage />;
  if (area === 'assumebyproject') return <AssumeByProjectPage />;
  if (area === 'copyproject') return <CopyProjectPage />;
  if (area === 'accounts') return <AccountsPage />;
  return <AreaComing area={area} />;
}
