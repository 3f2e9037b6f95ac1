import { useState } from 'react';
import type { Tag } from '@reelforge/api/tags';
import { messageOf, type Project } from '@reelforge/model';
import { SubmitForm } from '@reelforge/ui';
import { useTagChanges } from './useTags.js';

interface Props {
  region: string;
  selected: Project[];
  tags: readonly Tag[];
  byProject: ReadonlyMap<string, string[]>;
}

/** The tags of the selected projects: each one removable, and a tag to add to them all. */
export function ProjectTags({ region, selected, tags, byProject }: Props) {
  const changes = useTagChanges(region);
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const carriers = (tag: string) => selected.filter((project) => byProject.get(project.uid)?.includes(tag));
  const carried = [...new Set(selected.flatMap((project) => byProject.get(project.uid) ?? []))].sort();
  // A tag every selected project carries already is not offered (docs/reference.md §5).
  const everyHas = tags.filter((tag) => carriers(tag.name).length === selected.length).map((tag) => tag.name);
  const offered = tags.filter((tag) => !everyHas.includes(tag.name)).map((tag) => tag.name);
  const choice = offered.includes(adding) ? adding : '';
  const many = selected.length > 1;
  const one = selected[0];

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const add = (tag: string) =>
    run(async () => {
      // Only the projects without it: a tag is never put on a project twice.
      for (const project of selected.filter((p) => !byProject.get(p.uid)?.includes(tag)))
        await changes.tagProject(project.uid, tag);
      setAdding('');
    });
  const remove = (tag: string) =>
    run(async () => {
      for (const project of carriers(tag)) await changes.untagProject(project.uid, tag);
    });

  return (
    <section className="rf-form rf-project-tags" aria-label="Tags of the selection" aria-busy={busy || undefined}>
      <h3>Tags</h3>
      {carried.length === 0 ? (
        <p className="rf-empty">{many ? 'None of these projects has a tag.' : 'This project has no tag.'}</p>
      ) : (
        <ul className="rf-tag-chips">
          {carried.map((tag) => (
            <li key={tag}>
              {tag}
              {many && (
                <small>
                  {' '}
                  ({carriers(tag).length} of {selected.length})
                </small>
              )}
              <button
                type="button"
                disabled={busy}
                aria-label={`Remove tag ${tag} from ${many ? 'the selected projects' : one?.name}`}
                onClick={() => void remove(tag)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {tags.length === 0 ? (
        <p className="rf-hint">Create a tag in the tag menu to add it here.</p>
      ) : (
        <SubmitForm
          className="rf-row"
          onSubmit={() => {
            if (choice) void add(choice);
          }}
        >
          <label>
            Add tag
            <select value={choice} disabled={busy || offered.length === 0} onChange={(e) => setAdding(e.target.value)}>
              <option value="">{offered.length === 0 ? '(no tag left to add)' : 'Choose a tag'}</option>
              {offered.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || !choice}>
            Add
          </button>
        </SubmitForm>
      )}
      {everyHas.length > 0 && (
        <p className="rf-hint">
          Not offered, {many ? 'every selected project has' : 'the project has'} {everyHas.length === 1 ? 'it' : 'them'}
          {` already: ${everyHas.join(', ')}.`}
        </p>
      )}
      {error && (
        <p className="rf-form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
