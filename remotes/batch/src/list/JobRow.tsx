import { Link } from '@reelforge/router';
import { jobTemplate, type BatchJob } from '@reelforge/model';

interface Props {
  job: BatchJob;
  href: string;
  current: boolean;
  selected: boolean;
  onToggle: () => void;
}

export function JobRow({ job, href, current, selected, onToggle }: Props) {
  const name = job.name || 'Unnamed job';
  return (
    <>
      <input type="checkbox" aria-label={`Select ${name}`} checked={selected} onChange={onToggle} />
      <Link to={href} className="rf-item-name" aria-current={current ? 'page' : undefined} title={name}>
        {name}
      </Link>
      <span className="rf-batch-job-state">{job.running ? 'Running' : (jobTemplate(job)?.name ?? '')}</span>
    </>
  );
}
