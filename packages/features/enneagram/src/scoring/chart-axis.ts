import { COMPARATOR_Y_MAX } from './comparison';
import { resultChartMaximum, type TypeScore } from './score';

export interface ChartAxis {
  maximum: number;
  ticks: number[];
}

/** Whole-number steps only: scores are counts, and "2.5 answers" would be a meaningless tick. */
const steps = [1, 2, 5, 10, 20, 50, 100];

function axisUpTo(top: number, aboutTicks: number): ChartAxis {
  const step =
    steps.find((candidate) => Math.ceil(top / candidate) <= aboutTicks) ?? steps[steps.length - 1]!;
  const maximum = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= maximum; tick += step) ticks.push(tick);
  return { maximum, ticks };
}

/** The single-test chart's axis: about 6 ticks, reaching at least the top score and at least 1. */
export function resultChartAxis(scores: readonly Pick<TypeScore, 'count'>[]): ChartAxis {
  return axisUpTo(resultChartMaximum(scores), 6);
}

/** The comparator's axis: fixed at 35 (spec part 2 §9), a tick every 5. */
export function comparatorChartAxis(): ChartAxis {
  const ticks: number[] = [];
  for (let tick = 0; tick <= COMPARATOR_Y_MAX; tick += 5) ticks.push(tick);
  return { maximum: COMPARATOR_Y_MAX, ticks };
}
