import { useEffect } from 'react';
import { useLocation } from '@reelforge/router';

let current = '/';
let previous = '/';

/** Keeps the page the user came from, named in state-change error dialogs. */
export function useRememberLocation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === current) return;
    previous = current;
    current = pathname;
  }, [pathname]);
}

export const previousPath = () => previous;
