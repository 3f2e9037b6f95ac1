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
        <table className="rf-table" aria-label="Usage by month">
          <thead>
            <tr>
              <th scope="col">Month</th>
              {FIGURE_HEADS.map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months
              .filter((month) => month.renders > 0)
              .reverse()
              .map((month) => (
                <tr key={month.month}>
                  <th scope="row">{usageMonthLabel(month.month)}</th>
                  <Figures row={month} />
                </tr>
              ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <Figures row={totals} />
            </tr>
          </tfoot>
        </table>
      </div>
      {kinds.length > 0 && (
        <div className="rf-usage-scroll">
          <table className="rf-table" aria-label="Renders by kind">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Renders</th>
              </tr>
            </thead>
            <tbody>
              {kinds.map(({ kind, renders }) => (
                <tr key={kind}>
                  <th scope="row">{renderKindLabel(kind)}</th>
                  <td>{renders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="rf-usage-picker">{projectPicker}</div>
      <div className="rf-usage-scroll">
        <table className="rf-table" aria-label="Usage by project">
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Region</th>
              {FIGURE_HEADS.map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {projects.map((project) => (
              <tr key={`${project.region}/${project.prjuid}`}>
                <th scope="row">{project.name}</th>
                <td>{project.region}</td>
                <Figures row={project} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
