import styled, { css } from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { hoverLift, surfaceBox } from '../../base/Card';
import { TileIcon } from '../TileIcon';

/** Measures the tile's width, so the tile can be as tall as it is wide. Fills a grid cell. */
export const TileFrame = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  container-type: inline-size;
`;

const tileBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1 1 auto;
  width: 100%;
  /* Square (100% of the frame's width), taller only if a long caption needs it. */
  min-height: 100cqi;
  padding: ${({ theme }) => theme.space(2)};
  ${surfaceBox}
  text-align: center;
  text-decoration: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const TileLink = styled(AppLink)`
  ${tileBox}
  ${hoverLift('high')}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }

  /* A pressed tile settles a little; without motion it stays put (the lift's own reduced-motion rule). */
  @media (prefers-reduced-motion: no-preference) {
    &:active {
      transform: translateY(-1px);
    }
  }
`;

export const UnavailableTile = styled.div`
  ${tileBox}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-style: dashed;
  color: ${({ theme }) => theme.colors.mutedText};
  cursor: not-allowed;

  svg {
    filter: grayscale(1);
    opacity: 0.5;
  }
`;

export const Icon = styled(TileIcon)`
  flex: none;
  width: clamp(40px, 50%, 96px);
  height: auto;
`;

export const Caption = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.25;
  overflow-wrap: anywhere;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: 0.9375rem;
  }
`;

/** The second caption line of an unavailable tile. */
export const CaptionNote = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(0.5)};
  font-size: 0.75rem;
  font-weight: 400;
`;
