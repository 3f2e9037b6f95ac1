/**
 * Fields a person types into: the browser (or Monaco) has its own undo there, and an edit
 * made while one has the focus is a keystroke of a gesture in that field.
 */

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether the element takes typed text: a text-like input, a text area, an editable element or a code editor. */
export function isTextEntry(element: EventTarget | null): boolean {
  if (!(element instanceof Element)) return false;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.closest('.monaco-editor') !== null;
}

const fields = new WeakMap<Element, string>();
let count = 0;

/**
 * A merge key for an edit made now: the focused field's own while the focus is in one that
 * takes text (so consecutive keystrokes there are one step), otherwise none.
 */
export function focusedFieldKey(): string | undefined {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  if (!focused || !isTextEntry(focused)) return undefined;
  let key = fields.get(focused);
  if (key === undefined) {
    count += 1;
    key = `field ${count}`;
    fields.set(focused, key);
  }
  return key;
}
