/** Business constants of docs/reference.md §9 that the foundation uses. */

export const TOKEN_LIFETIME_SECONDS = 60 * 60;
export const TOKEN_RENEW_INTERVAL_MS = 60_000;
export const PROJECT_LIST_TIMEOUT_MS = 29_900;
export const SPEED_SETTINGS_DELAY_MS = 1_000;
export const SPLITTER_DEFAULT = 550;
/** Icon texts hide when the right pane is narrower than this. */
export const ICON_TEXT_MIN_WIDTH = 550;
export const DEFAULT_LAST_REGION = 'eu-west-1';
export const LAST_REGION_COOKIE = 'last_region';
export const LAST_REGION_PLACEHOLDER = '$last';
export const TOKEN_COOKIE = 'token';
export const DEFAULT_COMPANY_NAME = 'Reelforge';
export const LEGACY_REGION = 'eu-original-1';
export const SPEED_LEVELS = [0, 1, 2, 3, 4] as const;
export const SPEED_COSTS = [0, 125, 250, 375, 500] as const;
export const UID_PATTERN = /^[0-9a-f]{32}$/;
