import { expect, test, type APIRequestContext } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// The movie list pages on the server (1,000 movies a page, docs/paging.md): a person scrolling
// a list of 1,005 movies to its end gets the next page without doing anything else.

const MOVIES = 1_005;
const api = '/r/eu-west-1/api/v1';
const movieName = (i: number) => `movie ${String(i).padStart(4, '0')}`;
const movie = {
  params: {
    vparams: { width: 160, height: 90, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' },
    aparams: { audiocodec: 'aac', audioabr: 64000 },
  },
  scenes: [{ name: 'Only', length: 25, layers: [{ name: 'Background', color: { color: '#224466' } }] }],
};

async function projectWithMovies(request: APIRequestContext): Promise<string> {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const created = await request.put(`${api}/project/${encodeURIComponent(`Many movies ${Date.now()}`)}`, { headers });
  expect(created.status()).toBe(201);
  const prjuid = created.headers()['project-uid'] as string;
  // Saved through the movie call, eight at a time.
  let next = 1;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next <= MOVIES) {
        const name = movieName(next++);
        const saved = await request.put(`${api}/sdl/${prjuid}/${encodeURIComponent(name)}`, { headers, data: movie });
        expect(saved.status(), name).toBe(201);
      }
    }),
  );
  return prjuid;
}

test('a list of 1,005 movies scrolled to its end reads the second page and shows the last movie', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const prjuid = await projectWithMovies(request);
  const pageRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/list/sdl/${prjuid}`)) pageRequests.push(new URL(r.url()).search);
  });
  await openSignedIn(page, `/projects/eu-west-1/${prjuid}/movies`);
  const list = page.getByRole('list', { name: 'Movies' });
  await expect(list.getByRole('link', { name: movieName(1), exact: true })).toBeVisible();
  // The first page's 1,000 movies; the first screen renders at least 200 of them, not all.
  const rendered = Number(await list.getAttribute('aria-rowcount'));
  expect(rendered).toBeGreaterThanOrEqual(200);
  expect(rendered).toBeLessThan(1000);
  expect(pageRequests).toEqual(['']);

  const last = list.getByRole('link', { name: movieName(MOVIES), exact: true });
  const viewport = page.locator('.rf-vlist', { has: list });
  // Scrolled to the end again and again, as a person dragging the scroll bar down would.
  await expect
    .poll(
      async () => {
        await viewport.evaluate((node) => node.scrollTo(0, node.scrollHeight));
        return last.count();
      },
      { timeout: 120_000, intervals: [50] },
    )
    .toBe(1);
  await expect(last).toBeVisible();
  await expect(list).toHaveAttribute('aria-rowcount', String(MOVIES));
  expect(pageRequests).toHaveLength(2);
  expect(pageRequests[1]).toMatch(/^\?pagetoken=[\w-]+$/);

  // The second page continues the first: the movie before the last is there too, and only once.
  await viewport.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  await expect(list.getByRole('link', { name: movieName(MOVIES - 1), exact: true })).toHaveCount(1);
});
