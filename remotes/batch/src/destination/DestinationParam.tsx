import { SelectField, TextField } from '@reelforge/ui';
import { paramField, VIDEO_CATEGORIES } from './destination-fields.js';
import { KeyValueEditor } from './KeyValueEditor.js';

interface Props {
  param: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** One parameter of a destination, as the field its kind calls for. */
export function DestinationParam({ param, value, onChange }: Props) {
  const field = paramField(param);
  switch (field.kind) {
    case 'boolean':
      return (
        <label className="rf-check">
          {/* Unset shows the default the upload will use (HTTPS is on unless switched off). */}
          <input
            type="checkbox"
            checked={
              value === undefined || value === '' ? (field.initial ?? false) : value === true || value === 'true'
            }
            onChange={(e) => onChange(e.target.checked)}
          />
          {field.label}
        </label>
      );
    case 'select':
      return (
        <SelectField
          label={field.label}
          value={text(value) || field.initial}
          options={field.options}
          onChange={onChange}
        />
      );
    case 'map':
      return (
        <KeyValueEditor
          label={field.label}
          value={value && typeof value === 'object' ? (value as Record<string, string>) : undefined}
          onChange={onChange}
        />
      );
    case 'category':
      return (
        <>
          <TextField
            label={field.label}
            value={text(value)}
            onChange={onChange}
            hint={field.hint}
            list="rf-batch-categories"
          />
          <datalist id="rf-batch-categories">
            {VIDEO_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </datalist>
        </>
      );
    case 'textarea':
      return <TextField label={field.label} value={text(value)} onChange={onChange} rows={3} />;
    default:
      return (
        <TextField
          label={field.label}
          value={text(value)}
          onChange={onChange}
          type={field.kind === 'secret' ? 'password' : 'text'}
          autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
          hint={'hint' in field ? field.hint : undefined}
        />
      );
  }
}
