import { TOKEN_COOKIE, TOKEN_LIFETIME_SECONDS } from '@reelforge/model';
import { writeCookie } from '@reelforge/ui';

// The cookie helpers are shared with the areas (the tag menu keeps its state in one).
export { clearCookie, cookieString, readCookie, writeCookie } from '@reelforge/ui';

export const saveTokenCookie = (token: string) => writeCookie(TOKEN_COOKIE, token, TOKEN_LIFETIME_SECONDS);
