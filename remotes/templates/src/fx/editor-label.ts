/** How the console names an effects editor type. */
export const editorLabel = (type: string): string =>
  type === 'fxexpress' ? 'express editor' : type === 'fxpro' ? 'effects editor' : type;
