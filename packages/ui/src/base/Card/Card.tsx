import styled, { css } from 'styled-components';
import { AppLink } from '../AppLink';

/** The bordered, rounded, light box every card and panel is drawn on. */
export const surfaceBox = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** How far a lift card rises under the pointer: tiles rise more than list cards. */
export type LiftHeight = 'low' | 'high';

const liftPixels: Record<LiftHeight, number> = { low: 2, high: 3 };

/** The hover lift of link cards: a resting shadow that deepens and rises on hover and keyboard focus. */
export const hoverLift = (height: LiftHeight) => css`
  box-shadow: ${({ theme }) => theme.shadows.resting};
  text-decoration: none;
  transition:
    transform 160ms ease,
    box-shadow 160ms ease,
    border-color 160ms ease;

  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.lifted};
    transform: translateY(-${liftPixels[height]}px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:focus-visible,
    &:active {
      transform: none;
    }
  }
`;

/** A link drawn as a card that lifts under the pointer. Areas lay out its content themselves. */
export const LiftCard = styled(AppLink)<{ $lift?: LiftHeight }>`
  ${surfaceBox}
  ${({ $lift = 'low' }) => hoverLift($lift)}
`;

/** A titled box around one part of a page (a search form, the backup's export). */
export const Surface = styled.section`
  ${surfaceBox}
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
`;

export const SurfaceHeading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

/** A raised box around a group of checkboxes, its legend as the title. */
export const FieldGroup = styled.fieldset`
  ${surfaceBox}
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(4)}`};
  box-shadow: ${({ theme }) => theme.shadows.resting};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

/** Cards side by side from tablet width up, stacked on phones. */
export const CardGrid = styled.div<{ $columns: 2 | 3 }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;
