// Charts (uPlot, docs/decisions.md): an entry of its own, apart from '@reelforge/ui', so only
// the areas that draw charts load it, never the host's first page (README: "Entries").
export { BarChart, type BarChartProps } from './charts/BarChart.js';
export {
  TimeBarChart,
  CategoryBarChart,
  type TimeBarChartProps,
  type CategoryBarChartProps,
} from './charts/named-charts.js';
