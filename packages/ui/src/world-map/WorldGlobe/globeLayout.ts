import styled from 'styled-components';

// The globe's layout, shared by the globe and by the placeholder shown while the globe's code
// loads: both take exactly the same room, so nothing moves when the globe arrives.

/** The drawing size of the spec (part 1 §9); the picture scales down to fit narrower screens. */
export const drawingWidth = 1600;
export const drawingHeight = 1000;
export const drawingCentre: [number, number] = [drawingWidth / 2, drawingHeight / 2];
/** What the globe's caption says; the placeholder says the same from the first paint. */
export const globeHelpText =
  'Drag to turn the globe; scroll, pinch or use + and − to zoom. With the keyboard, the arrow keys move ' +
  'from country to country and turn the globe to it, Shift and an arrow turn the globe, + and − zoom, ' +
  'and Enter opens the country’s encyclopedia article in a new tab. Clicking a country opens its ' +
  'article; on a touch screen the first tap shows its flag and a link, and a second tap opens it.';

export const GlobeFigure = styled.figure`
  margin: 0;
`;

export const GlobeBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 52px;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const GlobeTools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

export const CountryLabel = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const GlobeHint = styled.span`
  font-size: 0.9375rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export const Flag = styled.img`
  width: 48px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  object-fit: cover;
`;

/**
 * The globe's box keeps its aspect ratio from the first paint: nothing below it moves. On phones
 * the box is square and shows the middle of the drawing, so the globe is larger than a scaled-down
 * 1600x1000 picture would allow.
 */
export const GlobeBox = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${drawingWidth} / ${drawingHeight};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    aspect-ratio: 1 / 1;
  }
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

export const GlobeHelp = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;
