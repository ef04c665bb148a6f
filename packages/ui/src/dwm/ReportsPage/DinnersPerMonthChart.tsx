import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import { BandLabel, useDebouncedWidth, ValueAxis } from '../../base/charts';
import { plural } from '../../base/text';

export interface DinnerMonth {
  /** `2026-12`. */
  key: string;
  /** "Dec 2026". */
  label: string;
  fromCalendar: number;
  bookedHere: number;
  canceled: number;
}

export interface DinnersPerMonthChartProps {
  months: readonly DinnerMonth[];
  height?: number;
}

/** The three kinds of dinner, bottom of a bar to its top. */
export const dinnerSeries = [
  { key: 'fromCalendar', name: 'From the calendar' },
  { key: 'bookedHere', name: 'Booked on this site' },
  { key: 'canceled', name: 'Canceled' },
] as const;

export type DinnerSeries = (typeof dinnerSeries)[number]['key'];

/** The colour of each kind: the site's blue, its green, and the red of a declined reply. */
export function dinnerSeriesColor(theme: DefaultTheme, series: DinnerSeries): string {
  if (series === 'fromCalendar') return theme.colors.accent;
  if (series === 'bookedHere') return theme.colors.success;
  return theme.attendeeStatusColors.declined.mark;
}

const Frame = styled.figure`
  margin: 0;
  width: 100%;

  svg {
    overflow: visible;
  }
`;

const margin = { top: 24, right: 8, bottom: 48, left: 36 };

/** Whole-number ticks up to the tallest bar, at most about six of them. */
function ticksUpTo(maximum: number): number[] {
  const step = Math.max(1, Math.ceil(maximum / 5));
  const top = Math.max(step, Math.ceil(maximum / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

function describe(month: DinnerMonth): string {
  const total = month.fromCalendar + month.bookedHere + month.canceled;
  return `${month.label}: ${plural(total, 'dinner')} (${month.fromCalendar} from the calendar, ${month.bookedHere} booked on this site, ${month.canceled} canceled)`;
}

/**
 * Dinners per month as stacked bars: those from the calendar, those booked on this site and the
 * canceled ones. Each month is one picture named in words; the chart takes its container's width.
 */
export function DinnersPerMonthChart({ months, height = 300 }: DinnersPerMonthChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const [ref, width] = useDebouncedWidth<HTMLElement>(640);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const totals = months.map((month) => month.fromCalendar + month.bookedHere + month.canceled);
  const ticks = ticksUpTo(Math.max(1, ...totals));
  const x = scaleBand<string>({
    domain: months.map((month) => month.key),
    range: [0, innerWidth],
    padding: 0.3,
  });
  const y = scaleLinear<number>({ domain: [0, ticks.at(-1) ?? 1], range: [innerHeight, 0] });
  // Bars no wider than 72 px, centred in their band, when only a few months are shown.
  const barWidth = Math.min(72, x.bandwidth());
  // Month names under every bar where they fit, else under every second or third.
  const labelEvery = Math.max(1, Math.ceil(44 / Math.max(1, x.step())));

  return (
    <Frame ref={ref}>
      <svg width={width} height={height} role="group" aria-labelledby={titleId}>
        <title id={titleId}>Dinners per month</title>
        <Group left={margin.left} top={margin.top}>
          <ValueAxis y={y} ticks={ticks} innerWidth={innerWidth} />
          {months.map((month, index) => {
            const left = (x(month.key) ?? 0) + (x.bandwidth() - barWidth) / 2;
            let base = innerHeight;
            const [name = '', year = ''] = month.label.split(' ');
            return (
              <g key={month.key} role="img" aria-label={describe(month)}>
                {dinnerSeries.map(({ key }) => {
                  const value = month[key];
                  if (value === 0) return null;
                  const top = y(value) - innerHeight + base;
                  const bar = (
                    <Bar
                      key={key}
                      x={left}
                      y={top}
                      width={barWidth}
                      height={base - top}
                      fill={dinnerSeriesColor(theme, key)}
                      stroke={theme.colors.surface}
                      strokeWidth={1}
                    />
                  );
                  base = top;
                  return bar;
                })}
                <text
                  x={left + barWidth / 2}
                  y={base - 6}
                  textAnchor="middle"
                  fontSize={13}
                  fontWeight={600}
                  fill={theme.colors.text}
                  aria-hidden="true"
                >
                  {totals[index]}
                </text>
                {index % labelEvery === 0 && (
                  <BandLabel
                    x={left + barWidth / 2}
                    baseline={innerHeight}
                    label={name}
                    caption={index === 0 || name === 'Jan' ? year : undefined}
                  />
                )}
              </g>
            );
          })}
        </Group>
      </svg>
    </Frame>
  );
}
