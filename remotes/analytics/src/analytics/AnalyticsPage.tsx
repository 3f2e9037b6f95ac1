import type { Project } from '@reelforge/model';
import { renderKindLabel } from '@reelforge/model/analytics';
import { CategoryBarChart, TimeBarChart } from '@reelforge/ui/charts';
import { AnalyticsFiltersForm } from './AnalyticsFiltersForm.js';
import { SessionsTable } from './SessionsTable.js';
import { useAnalyticsView } from './useAnalyticsView.js';

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * …/analytics (docs/analytics-console.md): the filters, renders over time, by region and by kind, the
 * totals and the render sessions. A failed search is silent (docs/reference.md §8): the charts
 * say "No data".
 */
export function AnalyticsPage({ project: current }: { project: Project }) {
  const view = useAnalyticsView(current);
  const { reply, totals, project } = view;
  const buckets = reply?.aggregations.renders.buckets ?? [];
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}`;
  return (
    <section className="rf-analytics" aria-label="Analytics">
      <h1>Analytics</h1>
      <AnalyticsFiltersForm
        filters={view.filters}
        project={project}
        projects={view.projects}
        movies={view.movies}
        regions={view.regions}
        onChange={view.setFilters}
      />
      <dl className="rf-analytics-totals" aria-label="Totals">
        <div>
          <dt>Renders</dt>
          <dd>{totals ? number(totals.renders) : '–'}</dd>
        </div>
        <div>
          <dt>Errors</dt>
          <dd>{totals ? number(totals.errors) : '–'}</dd>
        </div>
        <div>
          <dt>Minutes rendered</dt>
          <dd>{totals ? number(totals.minutes) : '–'}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{totals ? number(totals.cost) : '–'}</dd>
        </div>
      </dl>
      {view.partial && (
        <p className="rf-hint">
          Minutes and cost are of the newest {view.hits.length} sessions; narrow the range to see all.
        </p>
      )}
      <div className="rf-analytics-charts" aria-busy={view.loading}>
        <TimeBarChart
          caption="Renders over time"
          valueName="Renders"
          buckets={reply ? buckets.map((b) => ({ start: b.key / 1000, count: b.doc_count })) : []}
        />
        <TimeBarChart
          caption="Failed renders over time"
          valueName="Failed renders"
          buckets={reply ? buckets.map((b) => ({ start: b.key / 1000, count: b.errors })) : []}
        />
        <CategoryBarChart
          caption="Renders by region"
          categoryName="Region"
          valueName="Renders"
          categories={(reply?.aggregations.regions.buckets ?? []).map((b) => ({ label: b.key, value: b.doc_count }))}
        />
        <CategoryBarChart
          caption="Renders by kind"
          categoryName="Kind"
          valueName="Renders"
          categories={(reply?.aggregations.kinds?.buckets ?? []).map((b) => ({
            label: renderKindLabel(b.key),
            value: b.doc_count,
          }))}
        />
      </div>
      {reply && <SessionsTable hits={view.hits} base={base} speedLevel={view.speedLevel} at={view.at} />}
    </section>
  );
}
