import { useMemo, useState } from 'react';
import {
  addMonths,
  defaultUsageRange,
  monthOf,
  monthsOfWindow,
  USAGE_MEASURES,
  usageByKind,
  usageByMonth,
  usageByProject,
  usageChartBars,
  usageCost,
  usageMinutes,
  usageMonthLabel,
  usageRange,
  usageTotals,
  type UsageMeasure,
  type UsageRange,
} from '@reelforge/model/analytics';
import { SelectField } from '@reelforge/ui';
import { CategoryBarChart } from '@reelforge/ui/charts';
import { queryError } from '@reelforge/ui/server-state';
import { UsageTables } from './UsageTables.js';
import { useUsage } from './useUsage.js';
import './usage.css';

/** How many months back the month pickers offer. */
const PICKER_MONTHS = 60;

/**
 * The account's usage (docs/reference.md §2 "Account and analytics pages", docs/usage.md):
 * renders, minutes rendered and cost per project and per month over the chosen months (the
 * last twelve at first), drawn by month and listed by month and by project.
 */
export function UsagePage({ now = () => new Date() }: { now?: () => Date }) {
  const [initial] = useState(() => defaultUsageRange(now()));
  const [first, setFirst] = useState(initial.first);
  const [last, setLast] = useState(initial.last);
  const [range, setRange] = useState<UsageRange>(initial);
  const [measure, setMeasure] = useState<UsageMeasure>('minutes');
  // The project table covers the whole range, or one month of it.
  const [projectMonth, setProjectMonth] = useState('');
  const picked = usageRange(first, last);
  const choose = (nextFirst: string, nextLast: string) => {
    setFirst(nextFirst);
    setLast(nextLast);
    const next = usageRange(nextFirst, nextLast);
    if (typeof next === 'string') return;
    setRange(next);
    setProjectMonth('');
  };
  const months = useMemo(() => {
    const current = monthOf(now());
    return Array.from({ length: PICKER_MONTHS }, (_, i) => addMonths(current, -i)).map((month) => ({
      value: month,
      label: usageMonthLabel(month),
    }));
  }, [now]);

  const query = useUsage(range);
  const usage = query.data;
  const byMonth = useMemo(() => {
    return usageByMonth(monthsOfWindow(range), usage?.rows ?? []);
  }, [range, usage]);
  const byProject = useMemo(
    () => usageByProject((usage?.rows ?? []).filter((row) => !projectMonth || row.month === projectMonth)),
    [usage, projectMonth],
  );
  const totals = usageTotals(byMonth);
  const error = queryError(query);

  return (
    <div className="rf-usage">
      <div className="rf-toolbar">
        <h1>Usage</h1>
        <SelectField label="First month" value={first} options={months} onChange={(value) => choose(value, last)} />
        <SelectField label="Last month" value={last} options={months} onChange={(value) => choose(first, value)} />
        <SelectField
          label="Chart"
          value={measure}
          options={Object.entries(USAGE_MEASURES).map(([value, label]) => ({ value, label }))}
          onChange={(value) => setMeasure(value as UsageMeasure)}
        />
      </div>
      {typeof picked === 'string' && (
        <p className="rf-form-error rf-page-note" role="alert">
          {picked}
        </p>
      )}
      {error && !usage && (
        <p className="rf-form-error rf-page-note" role="alert">
          The usage could not be read: {error}
        </p>
      )}
      {usage?.failures.map((failure) => (
        <p key={failure.region} className="rf-form-error rf-page-note" role="alert">
          {failure.region}: {failure.message} (its renders are not counted here)
        </p>
      ))}
      {usage && usage.regions.length === 0 && <p className="rf-empty">No region records render analytics.</p>}
      {usage && (
        <>
          <p className="rf-page-note" aria-label="Totals">
            {usageMonthLabel(range.first)} – {usageMonthLabel(range.last)}: {totals.renders}{' '}
            {totals.renders === 1 ? 'render' : 'renders'} ({totals.failed} failed), {usageMinutes(totals.seconds)}{' '}
            minutes rendered, cost {usageCost(totals.cost)}
          </p>
          <div className="rf-usage-chart">
            <CategoryBarChart
              caption={`${USAGE_MEASURES[measure]} by month`}
              categories={usageChartBars(byMonth, measure)}
              categoryName="Month"
              valueName={USAGE_MEASURES[measure]}
            />
          </div>
          {totals.renders === 0 ? (
            <p className="rf-empty">No renders in these months.</p>
          ) : (
            <UsageTables
              months={byMonth}
              projects={byProject}
              totals={totals}
              kinds={usageByKind(usage?.rows ?? [])}
              projectPicker={
                <SelectField
                  label="Projects in"
                  value={projectMonth}
                  empty="All these months"
                  options={byMonth
                    .filter((month) => month.renders > 0)
                    .map((month) => ({ value: month.month, label: usageMonthLabel(month.month) }))}
                  onChange={setProjectMonth}
                />
              }
            />
          )}
        </>
      )}
    </div>
  );
}
