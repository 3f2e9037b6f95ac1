/**
 * Where the admin's own session is kept while acting as another account (docs/reference.md
 * §6): the tab's session storage, under this key. An entry of its own
 * (`@reelforge/model/acting-as-key`): the host's first page carries this key and nothing else;
 * the rules about it are the entry `@reelforge/model/acting-as`.
 */
export const ACTING_AS_KEY = 'rf.actingAs';
