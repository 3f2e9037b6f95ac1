import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_XML_TEMPLATE } from '@reelforge/model';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { BASE, GREETING, projectWithTemplates, templatesArea } from './templates-area.js';

// (The shared CodeSource loads monaco through its own loader, which is what is replaced.)
vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor: () => Promise.reject(new Error('no monaco here')),
}));

afterEach(leaveArea);

const HD = GREETING.replace(
  '<movie>',
  '<movie>\n  <params><vparams width="1280" height="720" videoframerate="30/1"/></params>',
);
const rows = () =>
  within(screen.getByRole('table', { name: 'Templates' }))
    .getAllByRole('row')
    .slice(1);

describe('the XML templates page', () => {
  it("lists the project's templates with their size and frame rate", async () => {
    projectWithTemplates({ greeting: GREETING, 'a b': GREETING });
    templatesArea();
    await screen.findByRole('link', { name: 'greeting' });
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['a b', '640×360', '25/1'],
      ['greeting', '640×360', '25/1'],
    ]);
    expect(screen.getByRole('link', { name: 'a b' }).getAttribute('href')).toBe(`${BASE}/a%20b`);
  });

  it('says when there are none yet, and when they cannot be read', async () => {
    projectWithTemplates({});
    templatesArea();
    expect(await screen.findByText('No templates yet. Create one with New template.')).toBeTruthy();
    leaveArea();
    projectWithTemplates(
      {},
      { compdata: { list: vi.fn(async () => Promise.reject(new Error('The server is down'))) } },
    );
    templatesArea();
    expect((await screen.findByRole('alert')).textContent).toContain('The server is down');
  });

  it('shows every example as code, read from the example files', async () => {
    projectWithTemplates({});
    templatesArea();
    const examples = within(await screen.findByRole('region', { name: 'Examples' }));
    const codes = examples.getAllByLabelText(/^Example /);
    expect(codes).toHaveLength(10);
    expect(codes[0]?.textContent).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(examples.getByLabelText('Example 07-format-variable.xml').textContent).toContain(
      '<variable key="greeting" type="format"',
    );
    expect(examples.getByText(/^07-format-variable\.xml: Variables:/)).toBeTruthy();
  });

  it("links the rebranding's tutorial with the company's shorthand where its name is too long, and no link without one", async () => {
    projectWithTemplates(
      {},
      {
        rebranding: {
          company_name: 'Northern Lights Broadcasting Corporation',
          company_shorthand: 'NLB',
          xml_tutorial: 'https://help.example.com/xml',
        },
      },
    );
    templatesArea();
    const link = await screen.findByRole('link', { name: 'Read the NLB XML tutorial' });
    expect(link.getAttribute('href')).toBe('https://help.example.com/xml');
    leaveArea();
    projectWithTemplates(
      {},
      { rebranding: { company_name: 'Acme', company_shorthand: 'AC', xml_tutorial: 'https://help.example.com/xml' } },
    );
    templatesArea();
    expect(await screen.findByRole('link', { name: 'Read the Acme XML tutorial' })).toBeTruthy();
    leaveArea();
    projectWithTemplates({}, { rebranding: { company_name: 'Acme', xml_tutorial: 'javascript:alert(1)' } });
    templatesArea();
    await screen.findByRole('button', { name: 'New template' });
    expect(screen.queryByRole('link', { name: /tutorial/ })).toBeNull();
  });

  it('creates a template from the small one and opens it; a bad or taken name keeps the dialog open', async () => {
    const server = projectWithTemplates({ greeting: HD });
    templatesArea();
    await screen.findByRole('link', { name: 'greeting' });
    expect(within(rows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('1280×720');
    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New template' }));
    const input = dialog.getByRole('textbox', { name: 'Name' });
    await retype(input, 'greeting');
    expect(dialog.getByRole('alert').textContent).toBe('There is already a template named greeting.');
    await retype(input, '..');
    expect(dialog.getByRole('alert').textContent).toMatch(/reserved/);
    await retype(input, 'a/b');
    expect(dialog.getByRole('alert').textContent).not.toBe('');
    await userEvent.clear(input);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('A template needs a name.');
    expect(server.compdata.save).not.toHaveBeenCalled();
    await retype(input, 'intro');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/intro`));
    expect(server.stored.get('intro')).toBe(NEW_XML_TEMPLATE);
    expect(await screen.findByRole('heading', { name: 'intro' })).toBeTruthy();
  });

  it('deletes a template only once confirmed', async () => {
    const server = projectWithTemplates({ greeting: GREETING, other: GREETING });
    templatesArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete greeting' }));
    const ask = within(screen.getByRole('alertdialog', { name: 'Delete template?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(server.compdata.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete greeting' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete template?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'greeting' })).toBeNull());
    expect([...server.stored.keys()]).toEqual(['other']);
    expect(server.compdata.remove).toHaveBeenCalledWith('p1', 'greeting');
  });
});
