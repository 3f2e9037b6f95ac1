/** Scripts of scripts.json (docs/reference.md §3): name, sdk and source. */

import { nameProblem } from './names.js';

export type ScriptSdk = 'api' | 'fx';
/** A script's save status (ok or warn) is cleared after this long (docs/reference.md §4, §9). */
export const SCRIPT_STATUS_RESET_MS = 5_000;
export const SCRIPT_SDKS: readonly ScriptSdk[] = ['api', 'fx'];

export interface Script {
  name: string;
  src: string;
  sdk?: ScriptSdk | string;
  /** legacy scripts carry a language instead of an sdk */
  language?: string;
  selected?: boolean;
}

/** The script's SDK: legacy scripts with an empty language and no sdk count as api. */
export function scriptSdk(script: Pick<Script, 'sdk' | 'language'>): ScriptSdk | string {
  if (script.sdk) return script.sdk;
  return script.language ? script.language : 'api';
}

/** Why a new script cannot take this name, or null. */
export function newScriptNameError(name: string, existing: readonly { name: string }[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for the script.';
  const problem = nameProblem(trimmed, { pathSegment: false, maxLength: 200 });
  if (problem) return problem;
  if (existing.some((script) => script.name === trimmed)) return `There is already a script named ${trimmed}.`;
  return null;
}

/** The list with a new empty script added (names are trimmed). */
export function addScript(scripts: readonly Script[], name: string, sdk: ScriptSdk): Script[] {
  return [...scripts, { name: name.trim(), src: '', sdk }];
}

/** The list with one script's source replaced. */
export function withScriptSource(scripts: readonly Script[], name: string, src: string): Script[] {
  return scripts.map((script) => (script.name === name ? { ...script, src } : script));
}
