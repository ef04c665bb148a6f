import styled from 'styled-components';
import { Button } from '../../base';
import {
  CountryLabel,
  drawingCentre,
  drawingHeight,
  drawingWidth,
  GlobeBar,
  GlobeBox,
  GlobeFigure,
  GlobeHelp,
  GlobeHint,
  globeHelpText,
  GlobeTools,
} from '../WorldGlobe/globeLayout';
import { globeScale } from '../WorldGlobe/globe-maths';

const Picture = styled.svg`
  display: block;
  width: 100%;
  height: 100%;

  circle {
    fill: ${({ theme }) => theme.colors.infoSurface};
    stroke: ${({ theme }) => theme.colors.mutedText};
    stroke-width: 1;
  }
`;

/**
 * The globe's help text, for a page that shows it below the globe (and its placeholder) so that
 * the text is painted once, at the first paint, and never replaced.
 */
export function GlobeHelpText({ id }: { id: string }) {
  return <GlobeHelp id={id}>{globeHelpText}</GlobeHelp>;
}

/**
 * What the globe's page shows while the globe's code and shapes load: the same bar and box
 * of the same size, an empty sphere, and the controls not yet usable. It needs none of the globe's
 * libraries, so it is part of the page's first, light paint.
 */
export function GlobePlaceholder() {
  return (
    <GlobeFigure aria-busy="true">
      <GlobeBar>
        <CountryLabel>
          <GlobeHint>Loading the globe…</GlobeHint>
        </CountryLabel>
        <GlobeTools>
          <Button variant="secondary" aria-label="Zoom in" disabled>
            +
          </Button>
          <Button variant="secondary" aria-label="Zoom out" disabled>
            −
          </Button>
          <Button variant="secondary" disabled>
            Reset view
          </Button>
        </GlobeTools>
      </GlobeBar>
      <GlobeBox>
        <Picture
          viewBox={`0 0 ${drawingWidth} ${drawingHeight}`}
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
        >
          <circle cx={drawingCentre[0]} cy={drawingCentre[1]} r={globeScale} />
        </Picture>
      </GlobeBox>
    </GlobeFigure>
  );
}
