import { variableKeyError } from '@reelforge/model';
import type { MovieTabProps } from '../detail/tab-props.js';
import { addVariable, removeVariable, updateVariable } from '../edit/variable-edit.js';
import { VariableRow } from './VariableRow.js';

/** The movie's variables: map values, datasource columns and format texts that fields can be bound to. */
export function VariablesTab({ movie, edit, assets }: MovieTabProps) {
  const variables = movie.variables ?? [];
  const datasources = (assets?.Datasources ?? []).map((asset) => asset.name);
  const keyErrors = variables.map((variable, index) =>
    variableKeyError(
      variable.key ?? '',
      variables.filter((_, at) => at !== index).map((other) => other.key ?? ''),
    ),
  );
  const problems = keyErrors.map((error, index) => (error ? `Variable ${index + 1}: ${error}` : null)).filter(Boolean);
  return (
    <section className="rf-variables" aria-label="Variables">
      {variables.length === 0 ? (
        <p className="rf-hint">No variables yet. A variable lets a render put its own value into a field.</p>
      ) : (
        <table className="rf-table">
          <thead>
            <tr>
              <th>Key</th>
              <th>Type</th>
              <th>Value type</th>
              <th>Value</th>
              <th>Default value</th>
              <th>Default row</th>
              <th>Datasource</th>
              <th>Column</th>
              <th>Format</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {variables.map((variable, index) => (
              <VariableRow
                key={index}
                index={index}
                variable={variable}
                datasources={datasources}
                keyError={keyErrors[index] ?? null}
                onChange={(patch) => edit(updateVariable(index, patch))}
                onRemove={() => edit(removeVariable(index))}
              />
            ))}
          </tbody>
        </table>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="rf-form-error">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p className="rf-hint">
        String values keep line breaks as \n; spaces are removed from points values when the movie is saved.
      </p>
      <button type="button" onClick={() => edit(addVariable())}>
        Add variable
      </button>
    </section>
  );
}
