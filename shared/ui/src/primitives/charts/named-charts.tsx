import { BarChart } from './BarChart.js';

export interface TimeBarChartProps {
  caption: string;
  /** Buckets: each one's start (seconds since 1970) and count. */
  buckets: readonly { start: number; count: number }[];
  valueName: string;
  /** How a bucket's start is written in the data table. */
  formatTime?: (seconds: number) => string;
  emptyText?: string;
  height?: number;
}

const defaultTime = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);

/** Bars over time, one a bucket (a histogram's buckets). */
export function TimeBarChart({
  caption,
  buckets,
  valueName,
  formatTime = defaultTime,
  emptyText,
  height,
}: TimeBarChartProps) {
  return (
    <BarChart
      caption={caption}
      labelName="Time"
      valueName={valueName}
      labels={buckets.map((bucket) => formatTime(bucket.start))}
      values={buckets.map((bucket) => bucket.count)}
      times={buckets.map((bucket) => bucket.start)}
      {...(emptyText !== undefined ? { emptyText } : {})}
      {...(height !== undefined ? { height } : {})}
    />
  );
}

export interface CategoryBarChartProps {
  caption: string;
  /** One bar a category (a region, a project, a month). */
  categories: readonly { label: string; value: number }[];
  categoryName: string;
  valueName: string;
  emptyText?: string;
  height?: number;
}

/** One bar a category, labelled under it. */
export function CategoryBarChart({
  caption,
  categories,
  categoryName,
  valueName,
  emptyText,
  height,
}: CategoryBarChartProps) {
  return (
    <BarChart
      caption={caption}
      labelName={categoryName}
      valueName={valueName}
      labels={categories.map((category) => category.label)}
      values={categories.map((category) => category.value)}
      {...(emptyText !== undefined ? { emptyText } : {})}
      {...(height !== undefined ? { height } : {})}
    />
  );
}
