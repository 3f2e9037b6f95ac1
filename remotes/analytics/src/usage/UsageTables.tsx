import type { ReactNode } from 'react';
import {
  renderKindLabel,
  usageCost,
  usageMinutes,
  usageMonthLabel,
  type UsageMonth,
  type UsageProject,
  type UsageTotals,
} from '@reelforge/model/analytics';
import { DataTable } from '@reelforge/ui/lists';

function Figures({ row }: { row: UsageTotals }) {
  return (
    <>
      <td>{row.renders}</td>
      <td>{row.failed}</td>
      <td>{usageMinutes(row.seconds)}</td>
      <td>{usageCost(row.cost)}</td>
    </>
  );
}

const FIGURE_HEADS = ['Renders', 'Failed', 'Minutes', 'Cost'];

/** The range by month (the months with renders) and by project, each with its total. */
export function UsageTables({
  months,
  projects,
  totals,
  kinds,
  projectPicker,
}: {
  months: readonly UsageMonth[];
  projects: readonly UsageProject[];
  totals: UsageTotals;
  /** The renders of the chosen months by kind (usageByKind). */
  kinds: readonly { kind: string; renders: number }[];
  /** Chooses the month (or all) the project table covers. */
  projectPicker: ReactNode;
}) {
  return (
    <>
      <div className="rf-usage-scroll">
        <DataTable
          label="Usage by month"
          heads={['Month', ...FIGURE_HEADS]}
          foot={
            <tr>
              <th scope="row">Total</th>
              <Figures row={totals} />
            </tr>
          }
        >
          {months
            .filter((month) => month.renders > 0)
            .reverse()
            .map((month) => (
              <tr key={month.month}>
                <th scope="row">{usageMonthLabel(month.month)}</th>
                <Figures row={month} />
              </tr>
            ))}
        </DataTable>
      </div>
      {kinds.length > 0 && (
        <div className="rf-usage-scroll">
          <DataTable label="Renders by kind" heads={['Kind', 'Renders']}>
            {kinds.map(({ kind, renders }) => (
              <tr key={kind}>
                <th scope="row">{renderKindLabel(kind)}</th>
                <td>{renders}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <div className="rf-usage-picker">{projectPicker}</div>
      <div className="rf-usage-scroll">
        <DataTable label="Usage by project" heads={['Project', 'Region', ...FIGURE_HEADS]}>
          {projects.map((project) => (
            <tr key={`${project.region}/${project.prjuid}`}>
              <th scope="row">{project.name}</th>
              <td>{project.region}</td>
              <Figures row={project} />
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
