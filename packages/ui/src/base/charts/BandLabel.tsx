import { useTheme } from 'styled-components';

export interface BandLabelProps {
  /** Centre of the band. */
  x: number;
  /** Bottom of the plot area; the labels sit under it. */
  baseline: number;
  /** The bold first line, e.g. a type number. */
  label: string | number;
  /** The quieter second line, e.g. the type name; left out where it would not fit. */
  caption?: string;
}

/** The one or two lines under a bar or group of bars. Decorative: the bar's button names it. */
export function BandLabel({ x, baseline, label, caption }: BandLabelProps) {
  const theme = useTheme();
  return (
    <>
      <text
        x={x}
        y={baseline + 20}
        textAnchor="middle"
        fontSize={14}
        fontWeight={700}
        fill={theme.colors.text}
        aria-hidden="true"
      >
        {label}
      </text>
      {caption !== undefined && (
        <text
          x={x}
          y={baseline + 38}
          textAnchor="middle"
          fontSize={12}
          fill={theme.colors.mutedText}
          aria-hidden="true"
        >
          {caption}
        </text>
      )}
    </>
  );
}

/** Names only where they fit under their band without touching the next one. */
export const CAPTION_MIN_STEP = 88;
