import type { BarChartProps, LineChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { importWithReload } from '../../../lib/chunk-reload';
import { useAfterPaint } from '../../../lib/use-after-paint';

const load = () => importWithReload(() => import('./charts-impl'));

/** A chart's place while it, or its figures, load: its very height, so nothing moves. */
export function ChartSkeleton({ h }: { h: number }) {
  return <Skeleton h={h} animate={false} data-testid="chart-skeleton" />;
}

/**
 * A statistics chart that loads after the page has shown its figures and tables: until then a
 * skeleton of the chart's very height (`h`, required for that) holds its place, so nothing moves.
 */
function afterPaint<P extends { h: number }>(Chart: ComponentType<P>) {
  return function DeferredChart(props: P) {
    const painted = useAfterPaint();
    const skeleton = <ChartSkeleton h={props.h} />;
    return painted ? (
      <Suspense fallback={skeleton}>
        <Chart {...props} />
      </Suspense>
    ) : (
      skeleton
    );
  };
}

export const BarChart = afterPaint<BarChartProps & { h: number }>(lazy(() => load().then((m) => ({ default: m.BarChart }))));
export const LineChart = afterPaint<LineChartProps & { h: number }>(lazy(() => load().then((m) => ({ default: m.LineChart }))));
