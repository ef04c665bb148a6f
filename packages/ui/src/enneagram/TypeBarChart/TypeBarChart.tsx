import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { activateOnKey, BandLabel, CAPTION_MIN_STEP, useDebouncedWidth, ValueAxis } from '../../base/charts';

export interface TypeBar {
  /** What a click hands back, e.g. the type's address name "reformer". */
  key: string;
  /** The type number shown under the bar. */
  number: number;
  /** The type name, shown under the number where there is room, and read out. */
  name: string;
  value: number;
}

export interface TypeBarChartProps {
  bars: TypeBar[];
  /** Top of the y axis. */
  maximum: number;
  /** The y-axis tick values, bottom to top. */
  ticks: number[];
  /** The chart's accessible title, e.g. "Answers per type". */
  title: string;
  /** Called with a bar's key when it is clicked or activated from the keyboard. */
  onSelect?: (key: string) => void;
  /** Height of the drawing in pixels. */
  height?: number;
}

const Frame = styled.figure`
  margin: 0;
  width: 100%;

  svg {
    overflow: visible;
  }
`;

const BarShape = styled(Bar)`
  cursor: pointer;
  transition: opacity 120ms ease;

  &:hover {
    opacity: 0.8;
  }

  &:focus-visible {
    outline: none;
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 3px;
  }
`;

const margin = { top: 24, right: 12, bottom: 56, left: 44 };

/**
 * One bar per type in the type colours. Each bar is a button (mouse and keyboard) named after its
 * type and count; the chart takes its container's width and redraws 100 ms after a resize.
 */
export function TypeBarChart({ bars, maximum, ticks, title, onSelect, height = 360 }: TypeBarChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const [ref, width] = useDebouncedWidth<HTMLElement>(640);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;

  const x = scaleBand<string>({ domain: bars.map((bar) => bar.key), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, maximum], range: [innerHeight, 0] });
  const showNames = x.step() >= CAPTION_MIN_STEP;

  return (
    <Frame ref={ref} data-chart-width={width}>
      <svg width={width} height={height} role="group" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        <Group left={margin.left} top={margin.top}>
          <ValueAxis y={y} ticks={ticks} innerWidth={innerWidth} />
          {bars.map((bar) => {
            const left = x(bar.key) ?? 0;
            const top = y(Math.min(bar.value, maximum));
            const select = () => onSelect?.(bar.key);
            const color =
              theme.typeColors[bar.number as keyof typeof theme.typeColors] ?? theme.colors.accent;
            return (
              <g key={bar.key}>
                <BarShape
                  x={left}
                  y={top}
                  width={x.bandwidth()}
                  height={innerHeight - top}
                  fill={color}
                  role="button"
                  tabIndex={0}
                  aria-label={`Type ${bar.number} ${bar.name}: ${bar.value}`}
                  data-type={bar.key}
                  onClick={select}
                  onKeyDown={(event) => activateOnKey(event, select)}
                />
                <text
                  x={left + x.bandwidth() / 2}
                  y={top - 6}
                  textAnchor="middle"
                  fontSize={13}
                  fontWeight={600}
                  fill={theme.colors.text}
                  aria-hidden="true"
                >
                  {bar.value}
                </text>
                <BandLabel
                  x={left + x.bandwidth() / 2}
                  baseline={innerHeight}
                  label={bar.number}
                  caption={showNames ? bar.name : undefined}
                />
              </g>
            );
          })}
        </Group>
      </svg>
    </Frame>
  );
}
