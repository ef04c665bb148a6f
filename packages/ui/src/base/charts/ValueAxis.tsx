import { AxisLeft } from '@visx/axis';
import type { scaleLinear } from '@visx/scale';
import { useTheme } from 'styled-components';

export interface ValueAxisProps {
  /** The value scale, bottom of the plot to its top. */
  y: ReturnType<typeof scaleLinear<number>>;
  /** The tick values, bottom to top. */
  ticks: number[];
  /** Width of the plot area the grid lines span. */
  innerWidth: number;
}

/** The value axis at the left and its grid lines across the plot: solid at zero, dashed above. */
export function ValueAxis({ y, ticks, innerWidth }: ValueAxisProps) {
  const theme = useTheme();
  return (
    <>
      {ticks.map((tick) => (
        <line
          key={tick}
          x1={0}
          x2={innerWidth}
          y1={y(tick)}
          y2={y(tick)}
          stroke={theme.colors.border}
          strokeDasharray={tick === 0 ? undefined : '3 4'}
        />
      ))}
      <AxisLeft
        scale={y}
        tickValues={ticks}
        tickFormat={(value) => String(value)}
        stroke={theme.colors.mutedText}
        tickStroke={theme.colors.mutedText}
        tickLabelProps={{ fill: theme.colors.text, fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
      />
    </>
  );
}
