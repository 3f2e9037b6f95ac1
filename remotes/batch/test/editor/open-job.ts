import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { area, BASE } from '../fixtures.js';

/** Opens a job on one of its tabs. */
export async function openTab(id: string, tab: string): Promise<void> {
  area(`${BASE}/${id}`);
  await userEvent.click(await screen.findByRole('tab', { name: tab }));
}
