import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { surfaceBox } from '../../base/Card';
import { PageFrame } from '../../base/PageFrame';
import { activateOnKey, BandLabel, CAPTION_MIN_STEP, useDebouncedWidth, ValueAxis } from '../../base/charts';

export interface ComparisonSeries {
  key: string;
  /** e.g. "marisol.v (First try)" */
  label: string;
}

export interface ComparisonTypeGroup {
  /** The type's address name, handed back on a click. */
  key: string;
  number: number;
  name: string;
  /** One value per series, in series order. */
  values: number[];
}

export interface ComparatorChartProps {
  series: ComparisonSeries[];
  groups: ComparisonTypeGroup[];
  /** The fixed top of the y axis. */
  maximum: number;
  ticks: number[];
  onSelectType: (type: string) => void;
  height?: number;
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
`;

const LegendItem = styled.li<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  overflow-wrap: anywhere;

  &::before {
    content: '';
    flex: none;
    width: 1.25rem;
    height: 1rem;
    border-radius: 3px;
    background: ${({ $color }) => $color};
  }
`;

const Card = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  ${surfaceBox}
`;

const Hit = styled.rect`
  cursor: pointer;
  fill: transparent;

  &:hover {
    fill: rgba(31, 95, 139, 0.08);
  }

  &:focus-visible {
    outline: none;
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 3px;
  }
`;

const margin = { top: 16, right: 8, bottom: 56, left: 40 };

/**
 * The comparison: per type, one bar per chosen test in the series colours, on a fixed axis.
 * Each type's group is one button, so a click or Enter opens that type's comparison.
 */
export function ComparatorChart({
  series,
  groups,
  maximum,
  ticks,
  onSelectType,
  height = 380,
}: ComparatorChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const [ref, width] = useDebouncedWidth<HTMLElement>(640);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const colorOf = (index: number) =>
    theme.comparisonSeriesColors[index % theme.comparisonSeriesColors.length] ?? theme.colors.accent;

  const x = scaleBand<string>({
    domain: groups.map((group) => group.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const inner = scaleBand<number>({
    domain: series.map((_, index) => index),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const y = scaleLinear<number>({ domain: [0, maximum], range: [innerHeight, 0] });
  const showNames = x.step() >= CAPTION_MIN_STEP;

  return (
    <PageFrame heading="Comparison Chart">
      <Intro>
        With exactly two tests, select a type to list the answers both chose and those only one of them chose.
      </Intro>
      <Legend aria-label="Tests compared">
        {series.map((entry, index) => (
          <LegendItem key={entry.key} $color={colorOf(index)}>
            {entry.label}
          </LegendItem>
        ))}
      </Legend>
      <Card ref={ref} data-chart-width={width}>
        <svg width={width} height={height} role="group" aria-labelledby={titleId}>
          <title id={titleId}>Answers per type, test by test</title>
          <Group left={margin.left} top={margin.top}>
            <ValueAxis y={y} ticks={ticks} innerWidth={innerWidth} />
            {groups.map((group) => {
              const left = x(group.key) ?? 0;
              const select = () => onSelectType(group.key);
              const description = group.values
                .map((value, index) => `${series[index]?.label ?? `Test ${index + 1}`} ${value}`)
                .join(', ');
              return (
                <g key={group.key} data-type={group.key}>
                  {group.values.map((value, index) => {
                    const top = y(Math.min(value, maximum));
                    return (
                      <rect
                        key={series[index]?.key ?? index}
                        x={left + (inner(index) ?? 0)}
                        y={top}
                        width={inner.bandwidth()}
                        height={innerHeight - top}
                        fill={colorOf(index)}
                        data-series={index}
                        aria-hidden="true"
                      />
                    );
                  })}
                  <BandLabel
                    x={left + x.bandwidth() / 2}
                    baseline={innerHeight}
                    label={group.number}
                    caption={showNames ? group.name : undefined}
                  />
                  <Hit
                    x={left - (x.step() - x.bandwidth()) / 2}
                    y={0}
                    width={x.step()}
                    height={innerHeight + 44}
                    rx={6}
                    role="button"
                    tabIndex={0}
                    aria-label={`Type ${group.number} ${group.name}: ${description}`}
                    onClick={select}
                    onKeyDown={(event) => activateOnKey(event, select)}
                  />
                </g>
              );
            })}
          </Group>
        </svg>
      </Card>
    </PageFrame>
  );
}
