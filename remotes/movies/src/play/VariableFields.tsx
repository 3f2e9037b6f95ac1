import type { Variable } from '@reelforge/sdl';
import { fieldValue } from './params.js';

interface Props {
  variables: readonly Variable[];
  params: Record<string, string>;
  setParams: (params: Record<string, string>) => void;
}

/** One field per variable, labelled by its key and filled with its value or default. */
export function VariableFields({ variables, params, setParams }: Props) {
  const keyed = variables.filter((variable) => variable.key);
  if (keyed.length === 0)
    return (
      <p className="rf-hint">
        This movie has no variables. Add them on the Variables tab or bind a field on the Scenes tab.
      </p>
    );
  return (
    <fieldset className="rf-form rf-variable-fields">
      <legend>Variables</legend>
      {keyed.map((variable) => {
        const key = variable.key as string;
        return (
          <label key={key}>
            {key}
            <input
              value={fieldValue(variable, params)}
              onChange={(e) => setParams({ ...params, [key]: e.target.value })}
            />
          </label>
        );
      })}
    </fieldset>
  );
}
