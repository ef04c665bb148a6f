import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { Surface, SurfaceHeading } from '../../base/Card';
import { BandLabel, useDebouncedWidth, ValueAxis } from '../../base/charts';
import { dayText, durationText } from '../format';

export interface WeeklyTallyDay {
  /** `YYYY-MM-DD`. */
  day: string;
  seconds: number;
}

export interface WeeklyTallyChartProps {
  /** Monday to Sunday. */
  days: readonly WeeklyTallyDay[];
  /** Its bar is drawn in the highlight colour. */
  today: string;
  /** "This week" unless the page names the week elsewhere. */
  heading?: string;
  height?: number;
}

const Frame = styled.figure`
  margin: 0;
  width: 100%;
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const margin = { top: 20, right: 8, bottom: 44, left: 36 };

/** Hours of deep work per day of the week, as bars, with the week's total. */
export function WeeklyTallyChart({
  days,
  today,
  heading = 'This week',
  height = 220,
}: WeeklyTallyChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const [ref, width] = useDebouncedWidth<HTMLElement>(480);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const hours = days.map((entry) => entry.seconds / 3600);
  const top = Math.max(2, Math.ceil(Math.max(...hours, 0)));
  const step = top > 6 ? 2 : 1;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);

  const x = scaleBand<string>({
    domain: days.map((entry) => entry.day),
    range: [0, innerWidth],
    padding: 0.3,
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0] });
  const total = days.reduce((sum, entry) => sum + entry.seconds, 0);

  return (
    <Surface aria-labelledby="deep-work-week">
      <SurfaceHeading id="deep-work-week">{heading}</SurfaceHeading>
      <Total>
        {durationText(total)} of deep work, {(total / 3600).toFixed(1)} hours
      </Total>
      <Frame ref={ref}>
        <svg width={width} height={height} role="group" aria-labelledby={titleId}>
          <title id={titleId}>Hours of deep work per day</title>
          <Group left={margin.left} top={margin.top}>
            <ValueAxis y={y} ticks={ticks} innerWidth={innerWidth} />
            {days.map((entry, index) => {
              const left = x(entry.day) ?? 0;
              const barTop = y(hours[index] ?? 0);
              const isToday = entry.day === today;
              return (
                <g key={entry.day}>
                  <Bar
                    x={left}
                    y={barTop}
                    width={x.bandwidth()}
                    height={Math.max(0, innerHeight - barTop)}
                    fill={isToday ? theme.colors.focus : theme.colors.accent}
                    role="img"
                    aria-label={`${isToday ? 'Today, ' : ''}${dayText(entry.day)}: ${durationText(entry.seconds)}`}
                  />
                  <BandLabel
                    x={left + x.bandwidth() / 2}
                    baseline={innerHeight}
                    label={dayText(entry.day, { weekday: 'short' })}
                  />
                </g>
              );
            })}
          </Group>
        </svg>
      </Frame>
    </Surface>
  );
}
