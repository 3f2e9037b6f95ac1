/** A failure's message for people: an Error's message, anything else as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A failure's reason to quote inside a sentence: its message without a closing full stop. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text.trim().replace(/[.\s]+$/, '') || 'unknown error';
}
