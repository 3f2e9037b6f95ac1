import { PREVIEW_ROW_CHOICES_MAX, previewRowCount, previewRowLabel, type PreviewRowSource } from '@reelforge/model';
import { NumberField, SelectField } from '@reelforge/ui';

interface Props {
  rows: PreviewRowSource;
  /** 0-based */
  row: number;
  onPick(row: number): void;
}

/**
 * The row a preview reads, counted from 1 for people: a list of the rows (labelled with the key column's value)
 * for a short datasource, a number field for a long one; previous and next step through them either way.
 */
export function PreviewRowPicker({ rows, row, onPick }: Props) {
  const count = previewRowCount(rows);
  const label = previewRowLabel(rows, row);
  return (
    <div className="rf-preview-row">
      {count <= PREVIEW_ROW_CHOICES_MAX ? (
        <SelectField
          label="Row"
          value={String(row)}
          options={Array.from({ length: count }, (_, i) => ({ value: String(i), label: previewRowLabel(rows, i) }))}
          onChange={(picked) => onPick(Number(picked))}
          hint={`${count.toLocaleString('en')} ${count === 1 ? 'row' : 'rows'}`}
        />
      ) : (
        <NumberField
          label="Row"
          value={row + 1}
          min={1}
          max={count}
          onChange={(picked) => picked !== undefined && onPick(picked - 1)}
          hint={`${label}, of ${count.toLocaleString('en')} rows`}
        />
      )}
      <div className="rf-preview-steps">
        <button type="button" onClick={() => onPick(row - 1)} disabled={row <= 0}>
          Previous row
        </button>
        <button type="button" onClick={() => onPick(row + 1)} disabled={row >= count - 1}>
          Next row
        </button>
      </div>
    </div>
  );
}
