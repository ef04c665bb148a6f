/**
 * The one typed theme. Colours the spec names (type colours, attendee status colours,
 * answer-level colours, comparison series) live here so every area draws them alike.
 */
export const theme = {
  colors: {
    page: '#f6f4ef',
    surface: '#ffffff',
    text: '#1f2328',
    mutedText: '#57606a',
    border: '#d0d7de',
    accent: '#1f5f8b',
    accentText: '#ffffff',
    accentHover: '#174a6c',
    focus: '#e36209',
    success: '#116329',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    /** Quiet panels: unavailable tiles, code blocks, definition rows. */
    surfaceMuted: '#efede8',
    successSurface: '#e9f5ec',
    infoSurface: '#eaf2f8',
  },
  /** Elevation: resting cards and cards lifted on hover or focus. */
  shadows: {
    resting: '0 1px 2px rgba(31, 35, 40, 0.06), 0 1px 1px rgba(31, 35, 40, 0.04)',
    lifted: '0 10px 24px rgba(31, 35, 40, 0.12), 0 3px 6px rgba(31, 35, 40, 0.08)',
  },
  /** Enneagram chart colours, by type number (spec part 2 §3). */
  typeColors: {
    1: 'blue',
    2: 'red',
    3: 'orange',
    4: 'darkorange',
    5: 'darkgreen',
    6: 'lightgreen',
    7: 'green',
    8: 'indigo',
    9: 'lightblue',
  },
  /** Answer levels: g growth, s stress, n neutral. */
  answerLevelColors: { g: 'green', s: 'orange', n: 'cyan' },
  /** Comparison chart series, in order. */
  comparisonSeriesColors: ['red', 'green', 'navy', 'brown'],
  /**
   * Calendar attendee replies (spec part 1 §4: tentative yellow, accepted green, declined red), in
   * the site's palette: a tinted chip, its text and its edge, and a stronger mark for charts
   * (decision 092).
   */
  attendeeStatusColors: {
    accepted: { surface: '#e9f5ec', text: '#116329', border: '#8cc59c', mark: '#2f8a4c' },
    tentative: { surface: '#fff4d1', text: '#6f4a00', border: '#e0bd5a', mark: '#b7860b' },
    declined: { surface: '#fdecea', text: '#b3261e', border: '#eca59f', mark: '#c4443b' },
  },
  /** A reply not given yet, where replies are drawn as a chart. */
  awaitingReplyMark: '#8c959f',
  /** Event titles (spec §4): canceled in the site's red, any other in its accent blue. */
  eventLabelColors: { canceled: '#b3261e', normal: '#1f5f8b' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif",
    heading: "Georgia, 'DejaVu Serif', serif",
    mono: "ui-monospace, 'DejaVu Sans Mono', monospace",
  },
  space: (steps: number) => `${steps * 4}px`,
  radius: '8px',
  radiusLarge: '14px',
  /** The widest a page's content column gets. */
  contentWidth: '1100px',
  breakpoints: { phone: '600px', tablet: '900px' },
} as const;

export type Theme = typeof theme;
