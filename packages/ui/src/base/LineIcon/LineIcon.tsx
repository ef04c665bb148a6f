import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Width and height in pixels. */
  size?: number;
  /** Line width in the 20-unit drawing. */
  strokeWidth?: number;
  /** Rounded line ends (the default); off for icons with square corners. */
  roundCaps?: boolean;
  /** The icon's paths, drawn in a 20 × 20 box. */
  children: ReactNode;
}

/** A small line drawing in the current text colour, hidden from screen readers (its control is named). */
export function LineIcon({ size = 18, strokeWidth = 1.8, roundCaps = true, children }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={roundCaps ? 'round' : undefined}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
