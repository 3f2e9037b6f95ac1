import { useState } from 'react';
import { nameProblem } from '@reelforge/model';
import { liveProblem, TextField } from '@reelforge/ui';

const jobNameProblem = (name: string) => nameProblem(name, { pathSegment: false, maxLength: 200 });

/**
 * The job's name, saved as it is typed. A name the name rule refuses is kept in the field
 * with its reason and not saved: the job keeps its last good name.
 */
export function JobNameField({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const [refused, setRefused] = useState<string | null>(null);
  const value = refused ?? name;
  const problem = liveProblem(value, jobNameProblem);
  return (
    <>
      <TextField
        label="Name"
        value={value}
        onChange={(next) => {
          if (liveProblem(next, jobNameProblem)) {
            setRefused(next);
            return;
          }
          setRefused(null);
          onRename(next);
        }}
      />
      {problem && (
        <p className="rf-form-error" role="alert">
          {problem} (the job keeps the name {name ? `'${name}'` : 'it had'})
        </p>
      )}
    </>
  );
}
