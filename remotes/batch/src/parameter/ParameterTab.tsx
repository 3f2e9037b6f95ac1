import { FRAME_FORMATS, jobTemplate, type OutputFormat } from '@reelforge/model';
import { NumberField, SelectField, TextField } from '@reelforge/ui';
import type { JobTabProps } from '../editor/tab-props.js';
import { columnOf, filledVariables, toggleVariable, withColumn } from './variables.js';

const MAPPINGS = [
  { value: 'auto', label: 'Auto: columns named like the variables' },
  { value: 'custom', label: 'Custom: a column per variable' },
];

/** How rows become the movie's (or story's) values: mapping, variables, extra column, frame, notifications. */
export function ParameterTab({ job, patch, movie, data }: JobTabProps) {
  const variables = movie?.variables ?? [];
  const template = jobTemplate(job);
  const columns = data?.columns ?? [];
  const filled = filledVariables(job, variables);
  const frameFormat = FRAME_FORMATS.includes(job.format as OutputFormat);
  return (
    <section className="rf-batch-form" aria-label="Parameter">
      <SelectField label="Mapping" value={job.mapping} options={MAPPINGS} onChange={(mapping) => patch({ mapping })} />
      <fieldset className="rf-batch-variables">
        <legend>Variables</legend>
        {!template && <p className="rf-hint">Choose a movie or a story on the Action tab to see its variables.</p>}
        {template && movie && variables.length === 0 && (
          <p className="rf-hint">The {template.kind} has no variables.</p>
        )}
        {variables.map((key) => (
          <div key={key} className="rf-row">
            <label className="rf-check">
              <input
                type="checkbox"
                checked={filled.includes(key)}
                onChange={(e) => patch({ variables: toggleVariable(job, variables, key, e.target.checked) })}
              />
              {`Fill ${key}`}
            </label>
            {job.mapping === 'custom' ? (
              <SelectField
                label={`Column for ${key}`}
                value={job.varmap[key] ?? ''}
                empty="Not set"
                options={columns}
                onChange={(column) => patch({ varmap: withColumn(job.varmap, key, column) })}
              />
            ) : (
              <span className="rf-hint">
                {columnOf(job, key, columns) ? `from column ${key}` : 'no column of this name'}
              </span>
            )}
          </div>
        ))}
      </fieldset>
      <SelectField
        label="Extra column"
        value={job.extracol}
        empty="None"
        options={columns}
        onChange={(extracol) => patch({ extracol })}
        hint="Passed to the render as the parameter extra"
      />
      {frameFormat && (
        <NumberField
          label="Frame"
          value={job.frame}
          min={0}
          onChange={(frame) => patch({ frame })}
          hint="The frame rendered as the image"
        />
      )}
      <TextField
        label="Notify on success"
        value={job.notifications.onsuccess}
        onChange={(onsuccess) => patch({ notifications: { ...job.notifications, onsuccess } })}
        hint="E-mail addresses or URLs, separated by commas"
      />
      <TextField
        label="Notify on error"
        value={job.notifications.onerror}
        onChange={(onerror) => patch({ notifications: { ...job.notifications, onerror } })}
        hint="E-mail addresses or URLs, separated by commas"
      />
    </section>
  );
}
