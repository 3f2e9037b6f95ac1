import { type Project } from '@reelforge/model';
import { errorLogRange, errorLogSearch, ERROR_LOG_RANGES, spanLabel } from '@reelforge/model/analytics';
import { useLocation, useNavigate } from '@reelforge/router';
import { SelectField, TextField } from '@reelforge/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { ErrorLogResults } from './ErrorLogResults.js';

/**
 * …/errorlogs?query={session}&range={minutes} (docs/analytics-console.md): a render session's
 * error log. The search needs a session id (docs/reference.md §5); the range is one of §9's.
 */
export function ErrorLogPage({ project }: { project: Project }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const searched = errorLogSearch(params.get('query'));
  const range = errorLogRange(params.get('range'));
  const [session, setSession] = useState(params.get('query') ?? '');
  const [chosenRange, setChosenRange] = useState(range);
  const [problem, setProblem] = useState('');
  // The window is taken when the search is made, so paging keeps it.
  const at = useMemo(() => Date.now(), [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = errorLogSearch(session);
    if ('problem' in asked) {
      setProblem(asked.problem);
      return;
    }
    setProblem('');
    navigate(`${pathname}?query=${encodeURIComponent(asked.session)}&range=${chosenRange}`);
  };

  return (
    <section className="rf-errorlogs" aria-label="Error logs">
      <h1>Error logs</h1>
      <form className="rf-errorlog-search" role="search" aria-label="Error log search" onSubmit={submit} noValidate>
        <TextField label="Session id" value={session} onChange={setSession} autoComplete="off" />
        <SelectField
          label="Range"
          value={String(chosenRange)}
          options={ERROR_LOG_RANGES.map((minutes) => ({
            value: String(minutes),
            label: `Last ${spanLabel(minutes * 60)}`,
          }))}
          onChange={(value) => setChosenRange(errorLogRange(value))}
        />
        <button type="submit" className="rf-primary">
          Search
        </button>
      </form>
      {problem && (
        <p className="rf-form-problem" role="alert">
          {problem}
        </p>
      )}
      {'session' in searched ? (
        <ErrorLogResults
          key={`${searched.session}/${range}/${at}`}
          region={project.region}
          prjuid={project.uid}
          session={searched.session}
          range={range}
          at={at}
        />
      ) : (
        !problem && (
          <p className="rf-empty">
            Enter a render session id to see its error log. The sessions of the Analytics page link here.
          </p>
        )
      )}
    </section>
  );
}
