const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

/** The controls inside `root` that Tab stops at, in document order. */
export function tabbableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      (element as HTMLInputElement).type !== 'hidden' &&
      !element.closest('[hidden], [inert], fieldset[disabled]'),
  );
}
