import {
  DESTINATION_LABELS,
  DESTINATION_PARAMS,
  isDestinationKind,
  type BatchJob,
  type DestinationKind,
} from '@reelforge/model';
import { SelectField } from '@reelforge/ui';
import type { JobTabProps } from '../editor/tab-props.js';
import { DestinationParam } from './DestinationParam.js';
import { withDestinationType } from './destination-fields.js';

const KINDS = (Object.keys(DESTINATION_LABELS) as DestinationKind[]).map((kind) => ({
  value: kind,
  label: DESTINATION_LABELS[kind],
}));

/** Where each result goes: the kind of destination and exactly the parameters of that kind. */
export function DestinationTab({ job, patch }: JobTabProps) {
  const destination = job.destination as Record<string, unknown> & { type: string };
  const kind = isDestinationKind(destination.type) ? destination.type : null;
  const params = kind ? (DESTINATION_PARAMS[kind] as readonly string[]) : [];
  const set = (param: string, value: unknown) =>
    patch({ destination: { ...destination, [param]: value } as BatchJob['destination'] });
  return (
    <section className="rf-batch-form" aria-label="Destination">
      <SelectField
        label="Destination type"
        value={destination.type}
        options={KINDS}
        onChange={(type) =>
          isDestinationKind(type) &&
          patch({ destination: withDestinationType(destination, type) as BatchJob['destination'] })
        }
      />
      {!kind && <p role="alert">This job’s destination type {destination.type} is not known; choose one.</p>}
      {kind === 'cdn' && (
        <p className="rf-hint">Results are stored in the project’s own storage and get a public URL.</p>
      )}
      {kind === 'token' && (
        <p className="rf-hint">Nothing is rendered ahead: each result is a render token and its URL.</p>
      )}
      {/* Each kind gets fresh fields, so a map editor never shows another kind's entries. */}
      <div key={kind ?? ''} className="rf-batch-form">
        {params.map((param) => (
          <DestinationParam
            key={param}
            param={param}
            value={destination[param]}
            onChange={(value) => set(param, value)}
          />
        ))}
      </div>
    </section>
  );
}
