import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestServerState } from './server-state.js';

/** Renders a component on its own, with a fresh server-state cache as the host would give it. */
export function renderComponent(ui: ReactNode): RenderResult {
  return render(ui, { wrapper: TestServerState });
}
