import { useState } from 'react';
import { TAG_MENU_COOKIE } from '@reelforge/model';
import { COOKIE_YEAR_SECONDS, readCookie, writeCookie } from '@reelforge/ui';

/**
 * Whether the tag menu is shown: kept in a cookie, so it survives a reload (docs/reference.md §2). Shown by default.
 */
export function useTagMenuShown(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(() => readCookie(TAG_MENU_COOKIE) !== 'hidden');
  const set = (next: boolean) => {
    writeCookie(TAG_MENU_COOKIE, next ? 'shown' : 'hidden', COOKIE_YEAR_SECONDS);
    setShown(next);
  };
  return [shown, set];
}
