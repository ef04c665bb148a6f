export type MidiInstrument = 'piano' | 'violin';

export interface InstrumentIconProps {
  instrument: MidiInstrument;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
}

/** A small drawing of a keyboard or a violin. Decorative: the control around it carries the name. */
export function InstrumentIcon({ instrument, size = 24, className }: InstrumentIconProps) {
  return (
    <svg
      className={className}
      data-instrument={instrument}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {instrument === 'piano' ? (
        <>
          <rect x="2" y="5" width="20" height="14" rx="1.8" />
          <path d="M7 12.5V19M12 12.5V19M17 12.5V19" />
          <path d="M5.6 5v7.5h2.8V5M10.6 5v7.5h2.8V5M15.6 5v7.5h2.8V5" fill="currentColor" />
        </>
      ) : (
        <>
          <path d="M12 9.6c-3.5 0-4 2.6-2.7 4.1-2 .9-2.4 3.9-1.1 5.6 1.6 2.1 6 2.1 7.6 0 1.3-1.7.9-4.7-1.1-5.6 1.3-1.5.8-4.1-2.7-4.1Z" />
          <path d="M12 2.6v15.2" />
          <circle cx="12" cy="2.4" r="1.1" />
          <path d="M10.3 17.2h3.4M9.8 13.8c.3.5.3 1.1 0 1.6M14.2 13.8c-.3.5-.3 1.1 0 1.6" />
        </>
      )}
    </svg>
  );
}
