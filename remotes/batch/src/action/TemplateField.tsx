import { jobTemplate, templateChoice, templateOfChoice, type BatchJob, type JobTemplate } from '@reelforge/model';
import { Field } from '@reelforge/ui';

interface Props {
  job: Pick<BatchJob, 'movie' | 'story'>;
  /** The project's movie and story names; null while they load. */
  movies: readonly string[] | null;
  stories: readonly string[] | null;
  onChange: (template: JobTemplate | null) => void;
}

/**
 * One group of the picker; the job's own choice is kept even when the project no longer has it, so it is never lost.
 */
function group(label: string, kind: JobTemplate['kind'], names: readonly string[] | null, chosen: JobTemplate | null) {
  const all = chosen?.kind === kind && !names?.includes(chosen.name) ? [chosen.name, ...(names ?? [])] : (names ?? []);
  if (all.length === 0) return null;
  return (
    <optgroup label={label}>
      {all.map((name) => (
        <option key={name} value={templateChoice({ kind, name })}>
          {name}
        </option>
      ))}
    </optgroup>
  );
}

/** What the job renders: one of the project's movies or stories (docs/stories.md "In batch runs and shares"). */
export function TemplateField({ job, movies, stories, onChange }: Props) {
  const chosen = jobTemplate(job);
  const loading = movies === null || stories === null;
  return (
    <Field label="Movie or story">
      {(control) => (
        <select
          {...control}
          value={templateChoice(chosen)}
          onChange={(e) => onChange(templateOfChoice(e.target.value))}
        >
          <option value="">{loading ? 'Loading movies and stories…' : 'Choose a movie or a story'}</option>
          {group('Movies', 'movie', movies, chosen)}
          {group('Stories', 'story', stories, chosen)}
        </select>
      )}
    </Field>
  );
}
