import { useState } from 'react';
import type { Tag } from '@reelforge/api/tags';
import { isWithinTag, tagPathProblem } from '@reelforge/model';
import { FormDialog, liveProblem, SelectField } from '@reelforge/ui';
import { useTagChanges } from './useTags.js';

const NO_PARENT = '';

/** Why `path` cannot be a new tag among `tags`, or undefined. */
function newPathProblem(path: string, tags: readonly Tag[]): string | undefined {
  return (
    tagPathProblem(path) ?? (tags.some((tag) => tag.name === path) ? `The tag ‘${path}’ exists already` : undefined)
  );
}

/** A new tag: a name (it may hold `/` for several levels), at the top or under a parent. */
export function NewTagDialog({
  region,
  tags,
  parent: initialParent,
  onClose,
}: {
  region: string;
  tags: readonly Tag[];
  parent?: string;
  onClose: () => void;
}) {
  const changes = useTagChanges(region);
  const [name, setName] = useState('');
  const [parent, setParent] = useState(initialParent ?? NO_PARENT);
  const path = parent === NO_PARENT ? name : `${parent}/${name}`;
  const problem = (typed: string) => newPathProblem(parent === NO_PARENT ? typed : `${parent}/${typed}`, tags);
  return (
    <FormDialog
      title="New tag"
      submitLabel="Create tag"
      busyLabel="Creating…"
      problem={liveProblem(name, problem)}
      check={() => problem(name) ?? null}
      onSubmit={async () => {
        await changes.create(path, parent === NO_PARENT ? undefined : parent);
        onClose();
      }}
      onCancel={onClose}
    >
      <label>
        Tag name
        <input value={name} onChange={(e) => setName(e.target.value)} autoFocus placeholder="clients/acme" />
      </label>
      <SelectField
        label="Under"
        value={parent}
        empty="(at the top)"
        options={tags.map((tag) => tag.name)}
        onChange={setParent}
      />
      <p className="rf-hint">
        A / in the name makes levels: &ldquo;acme/2027&rdquo; under &ldquo;clients&rdquo; is
        &ldquo;clients/acme/2027&rdquo;.
      </p>
    </FormDialog>
  );
}

/** Renaming is a move: the tag, its sub-tags and the projects carrying them go to the new path. */
export function RenameTagDialog({
  region,
  tags,
  tag,
  onDone,
  onClose,
}: {
  region: string;
  tags: readonly Tag[];
  tag: string;
  onDone: (to: string) => void;
  onClose: () => void;
}) {
  const changes = useTagChanges(region);
  const [to, setTo] = useState(tag);
  const problem = (typed: string) => {
    if (typed === tag) return 'Type the new name or path';
    if (isWithinTag(typed, tag)) return `A tag cannot move under itself`;
    return newPathProblem(typed, tags);
  };
  return (
    <FormDialog
      title={`Rename tag ${tag}`}
      submitLabel="Rename"
      busyLabel="Renaming…"
      problem={to === tag ? null : liveProblem(to, problem)}
      check={() => problem(to) ?? null}
      onSubmit={async () => {
        await changes.move(tag, to);
        onDone(to);
      }}
      onCancel={onClose}
    >
      <label>
        New name or path
        <input value={to} onChange={(e) => setTo(e.target.value)} autoFocus />
      </label>
      <p className="rf-hint">Its sub-tags move along, and the projects carrying them keep them.</p>
    </FormDialog>
  );
}

/** Confirms deleting a tag and its sub-tags; the projects stay. */
export function DeleteTagDialog({
  region,
  tag,
  subTags,
  projects,
  onDone,
  onClose,
}: {
  region: string;
  tag: string;
  subTags: number;
  projects: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const changes = useTagChanges(region);
  return (
    <FormDialog
      title={`Delete tag ${tag}?`}
      submitLabel="Delete tag"
      busyLabel="Deleting…"
      onSubmit={async () => {
        await changes.remove(tag);
        onDone();
      }}
      onCancel={onClose}
    >
      <p>
        The tag “{tag}”{subTags > 0 ? ` and its ${subTags} sub-tag${subTags === 1 ? '' : 's'}` : ''}
        {' will be deleted. '}
        {projects > 0
          ? `It is taken off ${projects} project${projects === 1 ? '' : 's'}; the projects themselves stay.`
          : 'The projects stay.'}
      </p>
    </FormDialog>
  );
}
