/**
 * The example player (docs/reference.md §2): one render of a template with chosen values,
 * played once it is ready. Its button says what it is doing.
 */
export type ExamplePhase = 'idle' | 'rendering' | 'waiting' | 'playing';

/** The player button's text in each phase (docs/reference.md §2). */
export const EXAMPLE_TEXT: Record<ExamplePhase, string> = {
  idle: 'Play',
  rendering: 'Rendering....',
  waiting: 'Waiting...',
  playing: 'Playing...',
};

/** A template variable as far as its value shown by default goes (a movie's or an XML template's). */
export interface DefaultedVariable {
  key?: string | null;
  value?: string | null;
  defaultvalue?: string | null;
  format?: string | null;
}

/** The value a variable renders with when none is sent: its value, else its default, else its format. */
export function variableDefault(variable: DefaultedVariable): string {
  return variable.value || variable.defaultvalue || variable.format || '';
}

/** Each variable's key and the value it renders with by default, in the template's order (unnamed ones left out). */
export function variableDefaults(variables: readonly DefaultedVariable[] = []): Record<string, string> {
  return Object.fromEntries(
    variables.filter((variable) => variable.key).map((variable) => [variable.key as string, variableDefault(variable)]),
  );
}

/**
 * The values to send with a render: only those changed from the defaults, so a variable left
 * alone renders as the template says (a format keeps being worked out from the others).
 */
export function changedValues(
  defaults: Record<string, string>,
  values: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key in defaults && defaults[key] !== value),
  );
}
