import { byRole, click, waitFor } from '../dom.js';
import { area, BASE } from '../fixtures.js';

/** Opens a job on one of its tabs. */
export async function openTab(id: string, tab: string): Promise<HTMLElement> {
  const page = await area(`${BASE}/${id}`);
  await click(await waitFor(() => byRole(page, 'tab', tab)));
  return page;
}
