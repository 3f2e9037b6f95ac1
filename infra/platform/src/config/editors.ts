import { httpUrl, type EditorsConfig } from '@reelforge/model';
import { text, type Env } from './env.ts';

/** The settings naming each outside tool's base address (README settings, docs/compositions.md). */
export const EDITOR_SETTINGS = {
  fxpro: 'FX_PRO_EDITOR_URL',
  fxexpress: 'FX_EXPRESS_EDITOR_URL',
  tracker: 'TRACKER_URL',
} as const satisfies Record<keyof EditorsConfig, string>;

/**
 * The effects editor, express editor and motion tracker addresses from the environment: each
 * an absolute http(s) address or unset. A value that is not one stops the start, naming the setting.
 */
export function editorsFromEnv(env: Env): EditorsConfig {
  const editors: EditorsConfig = {};
  for (const [tool, setting] of Object.entries(EDITOR_SETTINGS) as Array<[keyof EditorsConfig, string]>) {
    const value = text(env, setting);
    if (value === undefined) continue;
    const url = httpUrl(value);
    if (!url) throw new Error(`${setting} must be an absolute http or https address, got "${value}"`);
    editors[tool] = url.href;
  }
  return editors;
}

/** rebranding.json as served: `editors` only when at least one tool is configured. */
export function withEditors<T extends object>(
  rebranding: T,
  editors: EditorsConfig | undefined,
): T & { editors?: EditorsConfig } {
  return editors && Object.keys(editors).length > 0 ? { ...rebranding, editors: { ...editors } } : rebranding;
}
