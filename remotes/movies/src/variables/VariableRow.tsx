import { VARIABLE_TYPES, VARIABLE_VALUE_TYPES } from '@reelforge/model';
import type { Variable, VariableType } from '@reelforge/sdl';
import { NumberField } from '@reelforge/ui';

interface Props {
  index: number;
  variable: Variable;
  datasources: readonly string[];
  keyError: string | null;
  onChange: (patch: Partial<Variable>) => void;
  onRemove: () => void;
}

/** One variable; datasource fields show for DATASOURCE variables, the format text for FORMAT ones. */
export function VariableRow({ index, variable, datasources, keyError, onChange, onRemove }: Props) {
  const type = variable.type ?? 'MAP';
  const valuetype = variable.valuetype || 'string';
  // A text area keeps pasted line breaks, which the save turns into the newline escape.
  const valueInput = (label: string, value: string | undefined, field: 'value' | 'defaultvalue') =>
    valuetype === 'points' ? (
      <input
        aria-label={label}
        value={value ?? ''}
        placeholder="x,y;x,y"
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    ) : (
      <textarea
        aria-label={label}
        rows={1}
        value={value ?? ''}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    );
  const sources =
    variable.datasource && !datasources.includes(variable.datasource)
      ? [variable.datasource, ...datasources]
      : datasources;
  return (
    <tr aria-label={`Variable ${index + 1}`}>
      <td>
        <input
          aria-label="Key"
          value={variable.key ?? ''}
          aria-invalid={keyError ? true : undefined}
          title={keyError ?? undefined}
          onChange={(e) => onChange({ key: e.target.value })}
        />
      </td>
      <td>
        <select aria-label="Type" value={type} onChange={(e) => onChange({ type: e.target.value as VariableType })}>
          {VARIABLE_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </td>
      <td>
        <select aria-label="Value type" value={valuetype} onChange={(e) => onChange({ valuetype: e.target.value })}>
          {VARIABLE_VALUE_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </td>
      <td>{valueInput('Value', variable.value, 'value')}</td>
      <td>{valueInput('Default value', variable.defaultvalue, 'defaultvalue')}</td>
      {type === 'DATASOURCE' ? (
        <>
          <td>
            <NumberField
              label="Default row"
              value={variable.defaultrow}
              min={0}
              onChange={(defaultrow) => onChange({ defaultrow })}
            />
          </td>
          <td>
            <select
              aria-label="Datasource"
              value={variable.datasource ?? ''}
              onChange={(e) => onChange({ datasource: e.target.value })}
            >
              <option value="">Choose a datasource</option>
              {sources.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </td>
          <td>
            <input
              aria-label="Column"
              value={variable.column ?? ''}
              onChange={(e) => onChange({ column: e.target.value })}
            />
          </td>
        </>
      ) : (
        <td colSpan={3} />
      )}
      <td>
        {type === 'FORMAT' && (
          <input
            aria-label="Format"
            value={variable.format ?? ''}
            placeholder="Hello ${name}"
            onChange={(e) => onChange({ format: e.target.value })}
          />
        )}
      </td>
      <td>
        <button type="button" onClick={onRemove}>
          Remove variable
        </button>
      </td>
    </tr>
  );
}
