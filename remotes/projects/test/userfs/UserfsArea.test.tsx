import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveArea } from '@reelforge/ui/testing';
import { memoryStore, page, session } from './fixtures.js';

afterEach(leaveArea);

const names = () =>
  within(screen.getByRole('list', { name: 'Folder contents' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.rf-userfs-name')?.textContent);
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Folder path' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const many = (count: number, folder = '') =>
  Array.from({ length: count }, (_, i) => `${folder}file-${String(i + 1).padStart(4, '0')}.txt`);

describe('the UserFS page', () => {
  it('shows folders, then files, with a breadcrumb; a folder opens and the breadcrumb leads back', async () => {
    const store = memoryStore(['logos/acme/logo.png', 'logos/readme.txt', 'fonts/', 'b.txt', 'a.txt']);
    session(store.client);
    page();
    await screen.findByRole('list', { name: 'Folder contents' });
    expect(names()).toEqual(['fonts/', 'logos/', 'a.txt', 'b.txt']);
    expect(crumbs()).toEqual(['Home']);

    await userEvent.click(screen.getByRole('link', { name: 'logos/' }));
    await waitFor(() => expect(names()).toEqual(['acme/', 'readme.txt']));
    expect(window.location.search).toBe('?path=logos%2F');
    await userEvent.click(screen.getByRole('link', { name: 'acme/' }));
    await waitFor(() => expect(names()).toEqual(['logo.png']));
    expect(crumbs()).toEqual(['Home', 'logos', 'acme']);
    await userEvent.click(screen.getByRole('link', { name: 'logos' }));
    await waitFor(() => expect(names()).toEqual(['acme/', 'readme.txt']));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  it('shows 50 items a page with up to six page numbers, and keeps to the pages there are', async () => {
    session(memoryStore(many(1000)).client);
    page();
    await screen.findByRole('list', { name: 'Folder contents' });
    expect(names()).toHaveLength(50);
    const pager = () => screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(pager().textContent).toContain('Page 1 of 20');

    await userEvent.click(within(pager()).getByRole('link', { name: 'Page 5' }));
    await waitFor(() => expect(names()[0]).toBe('file-0201.txt'));
    expect(
      within(pager())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3', '4', '5', '6', '7', '8']);
    await userEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(names()[0]).toBe('file-0251.txt'));
    expect(window.location.search).toBe('?page=6');
  });

  it.each([
    ['0', /There is no page 0: pages start at 1/],
    ['-2', /There is no page -2/],
    ['4', /There is no page 4: the last page is 3/],
    ['1.5', /A page is a whole number from 1/],
  ])('says page %s is not there and offers the first page', async (asked, problem) => {
    session(memoryStore(many(120)).client);
    page(`/byregion/eu-west-1/userfs?page=${asked}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(problem);
    expect(screen.queryByRole('list', { name: 'Folder contents' })).toBeNull();
    await userEvent.click(within(alert).getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(names()).toHaveLength(50));
  });

  it('refuses a path that leaves the store, saying why', async () => {
    session(memoryStore(['a.txt']).client);
    page('/byregion/eu-west-1/userfs?path=..%2Fother%2F');
    expect((await screen.findByRole('alert')).textContent).toMatch(/\. and \.\. are reserved/);
  });

  it('searches the folder, back on the first page', async () => {
    session(memoryStore([...many(80), 'logo-main.png', 'Logos/']).client);
    page('/byregion/eu-west-1/userfs?page=2');
    await screen.findByRole('list', { name: 'Folder contents' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this folder' }), 'LOGO');
    await waitFor(() => expect(names()).toEqual(['Logos/', 'logo-main.png']));
    expect(window.location.search).toBe('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this folder' }), 'zzz');
    expect(screen.getByText(/Nothing here matches “LOGOzzz”/)).toBeTruthy();
  });

  it('makes a folder with a trailing slash, and ignores an empty name', async () => {
    const store = memoryStore(['a.txt']);
    session(store.client);
    page();
    await screen.findByRole('list', { name: 'Folder contents' });
    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    let dialog = within(screen.getByRole('dialog', { name: 'New folder' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New folder' })).toBeNull());
    expect(store.client.makeFolder).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    dialog = within(screen.getByRole('dialog', { name: 'New folder' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), '..');
    expect(dialog.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Folder name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Brand kit');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(names()).toEqual(['Brand kit/', 'a.txt']));
    expect(store.client.makeFolder).toHaveBeenCalledWith('Brand kit/');
  });

  it('deletes files and folders only after confirming', async () => {
    const store = memoryStore(['old/inner.txt', 'keep.txt', 'drop.txt']);
    session(store.client);
    page();
    await screen.findByRole('list', { name: 'Folder contents' });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select old/' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select drop.txt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    let dialog = within(screen.getByRole('alertdialog', { name: 'Delete 2 items?' }));
    expect(dialog.getByText(/Folders are deleted with everything in them/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(store.client.removeFile).not.toHaveBeenCalled();
    expect(names()).toEqual(['old/', 'drop.txt', 'keep.txt']);

    await userEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    dialog = within(screen.getByRole('alertdialog', { name: 'Delete 2 items?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['keep.txt']));
    expect(store.client.removeFolder).toHaveBeenCalledWith('old/');
    expect(store.client.removeFile).toHaveBeenCalledWith('drop.txt');
    expect(store.paths()).toEqual(['keep.txt']);
  });

  it('shows a selected file’s thumbnail, URL and how a movie names it', async () => {
    session(memoryStore(['logos/acme.png']).client);
    page('/byregion/eu-west-1/userfs?path=logos%2F');
    await userEvent.click(await screen.findByRole('button', { name: 'acme.png' }));
    const preview = await screen.findByRole('img', { name: 'Preview of acme.png' });
    expect(preview.getAttribute('src')).toBe('/r/eu-west-1/api/v1/userfs/thumbnail/logos/acme.png-w=640.jpg');
    expect((screen.getByRole('textbox', { name: 'File URL' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/r/eu-west-1/api/v1/userfs/data/logos/acme.png`,
    );
    expect(screen.getByLabelText('Movie source').textContent).toBe('userfs:logos/acme.png');
  });

  it('shows a font’s family and glyphs', async () => {
    const font = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
    session(
      memoryStore(['fonts/DejaVuSans.ttf'], {
        bytes: async () => font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength) as ArrayBuffer,
      }).client,
    );
    page('/byregion/eu-west-1/userfs?path=fonts%2F');
    await userEvent.click(await screen.findByRole('button', { name: 'DejaVuSans.ttf' }));
    await screen.findByRole('list', { name: 'Glyphs' }, { timeout: 10_000 });
    expect(screen.getByText('DejaVu Sans')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of DejaVuSans.ttf' })).toBeNull();
  }, 15_000);

  it('uploads several files into the open folder with a progress bar each; one can be cancelled', async () => {
    const store = memoryStore(['docs/']);
    session(store.client);
    page('/byregion/eu-west-1/userfs?path=docs%2F');
    await screen.findByText(/This folder is empty/);
    const files = ['one.txt', 'two.txt', 'three.txt'].map((name) => new File([name], name, { type: 'text/plain' }));
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), files);
    const uploads = within(screen.getByRole('list', { name: 'Uploads' }));
    expect(uploads.getAllByRole('progressbar')).toHaveLength(3);
    await waitFor(() => expect(store.pending.size).toBe(2));
    store.pending.get('one.txt')!.progress(0.5);
    await waitFor(() =>
      expect(uploads.getByRole('progressbar', { name: 'Uploading one.txt' }).getAttribute('aria-valuenow')).toBe('50'),
    );
    await userEvent.click(uploads.getByRole('button', { name: 'Cancel uploading two.txt' }));
    store.pending.get('one.txt')!.finish();
    await waitFor(() => expect(store.pending.has('three.txt')).toBe(true));
    store.pending.get('three.txt')!.finish();
    await waitFor(() => expect(names()).toEqual(['one.txt', 'three.txt']));
    expect(store.client.upload).toHaveBeenCalledWith('docs/', expect.any(File), expect.anything());
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('uploads files dropped on the folder', async () => {
    const store = memoryStore(['a.txt']);
    session(store.client);
    page();
    await screen.findByRole('list', { name: 'Folder contents' });
    const zone = screen.getByLabelText('Drop files here to upload them to this folder');
    const dropped = [new File(['x'], 'logo.png', { type: 'image/png' }), new File(['y'], 'notes.txt')];
    const dataTransfer = { files: dropped, types: ['Files'] };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(screen.getByText('Drop to upload')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(store.pending.size).toBe(2));
    expect(
      within(screen.getByRole('list', { name: 'Uploads' }))
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['Uploading logo.png', 'Uploading notes.txt']);
    for (const upload of [...store.pending.values()]) upload.finish();
    await waitFor(() => expect(names()).toEqual(['a.txt', 'logo.png', 'notes.txt']));
  });
});
