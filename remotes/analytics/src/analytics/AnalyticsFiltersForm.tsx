import { type Project } from '@reelforge/model';
import { ANALYTICS_RANGES, spanLabel, type AnalyticsFilters } from '@reelforge/model/analytics';
import { SelectField } from '@reelforge/ui';

interface Props {
  filters: AnalyticsFilters;
  project: Project;
  projects: readonly Project[];
  movies: readonly string[];
  regions: readonly string[];
  onChange: (changes: Partial<AnalyticsFilters>) => void;
}

/** Range, project, movie, region and errors-only: each change is a new address, and a new search. */
export function AnalyticsFiltersForm({ filters, project, projects, movies, regions, onChange }: Props) {
  const range = ANALYTICS_RANGES.find((r) => r.seconds === filters.range.seconds) ?? filters.range;
  return (
    <form className="rf-analytics-filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <SelectField
        label="Range"
        value={String(range.seconds)}
        options={ANALYTICS_RANGES.map((r) => ({
          value: String(r.seconds),
          label: `Last ${spanLabel(r.seconds)} (${spanLabel(r.interval)} bars)`,
        }))}
        onChange={(value) => onChange({ range: ANALYTICS_RANGES.find((r) => String(r.seconds) === value) ?? range })}
      />
      <SelectField
        label="Project"
        value={project.uid}
        options={projects.map((p) => ({ value: p.uid, label: `${p.name} (${p.region})` }))}
        onChange={(value) => onChange({ project: value })}
      />
      <SelectField
        label="Movie"
        value={filters.movie ?? ''}
        empty="All movies"
        options={movies}
        onChange={(value) => onChange({ movie: value })}
      />
      <SelectField
        label="Region"
        value={filters.region ?? ''}
        empty="All regions"
        options={regions}
        onChange={(value) => onChange({ region: value })}
      />
      <label className="rf-check">
        <input
          type="checkbox"
          checked={filters.errorsOnly}
          onChange={(e) => onChange({ errorsOnly: e.target.checked })}
        />
        Errors only
      </label>
    </form>
  );
}
