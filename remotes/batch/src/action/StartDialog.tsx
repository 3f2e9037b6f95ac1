import { jobTemplate, templateLabel, type BatchJob } from '@reelforge/model';
import { Dialog } from '@reelforge/ui';

interface Props {
  job: BatchJob;
  records: number;
  /** Where it renders, when that is not the project's own region. */
  elsewhere?: string;
  onStart: () => void;
  onCancel: () => void;
}

const templateOrNone = (job: BatchJob) => {
  const template = jobTemplate(job);
  return template ? templateLabel(template) : 'nothing';
};

/** Confirms a start with the number of records the range selects. */
export function StartDialog({ job, records, elsewhere, onStart, onCancel }: Props) {
  return (
    <Dialog
      title="Start batch job?"
      onClose={onCancel}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="rf-primary" onClick={onStart} autoFocus>
            Start
          </button>
        </>
      }
    >
      <p>
        {job.name} renders {templateOrNone(job)} as {job.format} for{' '}
        <strong>{records === 1 ? '1 record' : `${records} records`}</strong>
        {elsewhere ? ` in ${elsewhere}` : ''}.
      </p>
    </Dialog>
  );
}
