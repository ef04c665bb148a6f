import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { LineIcon } from '../../base/LineIcon';

/** One image on the stand. */
export interface PageTurnerImage {
  src: string;
  alt: string;
}

export interface PageTurnerProps {
  /** One or two images, left to right. */
  images: PageTurnerImage[];
  /** What is on the stand, e.g. "Pages 3–4 of 6". */
  indicator: string;
  /** Previous stops at the first view. */
  atFirst: boolean;
  /** Next wraps to the first view from here. */
  atLast: boolean;
  /** One large image per view instead of two pages. */
  enlarged?: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

const Turner = styled.section`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`;

// The indicator's column has a fixed width, so Previous and Next stay put while its text changes;
// on a phone the buttons take their own width at the edges and the indicator the rest.
const Toolbar = styled.div`
  display: grid;
  grid-template-columns: 1fr 18rem 1fr;
  align-items: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  > :first-child {
    justify-self: end;
  }
  > :last-child {
    justify-self: start;
  }
`;

const Indicator = styled.p`
  margin: 0;
  min-width: 0;
  text-align: center;
  font-size: clamp(0.875rem, 0.8rem + 0.4vw, 1rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.8125rem;
    font-weight: 500;
  }
`;

const TurnButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 120px;
  justify-content: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-width: 0;
    padding-left: ${({ theme }) => theme.space(3)};
    padding-right: ${({ theme }) => theme.space(3)};
  }
`;

const Stand = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  /* The music takes the height left under the controls, so a turn never needs a scroll. */
  flex: 1 1 0;
  min-height: 320px;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: #3a3f4b;
  box-shadow: inset 0 2px 10px rgba(0, 0, 0, 0.35);
`;

// Each image fills its share of the stand and keeps its proportions; a pair meets in the middle
// like an open book. The paper's shadow follows the picture, not the box around it.
const Sheet = styled.figure<{ $side: 'left' | 'right' | 'center' }>`
  display: flex;
  flex: 1 1 0;
  justify-content: ${({ $side }) => ($side === 'left' ? 'flex-end' : $side === 'right' ? 'flex-start' : 'center')};
  min-width: 0;
  height: 100%;
  margin: 0;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    object-position: ${({ $side }) => ($side === 'left' ? 'right top' : $side === 'right' ? 'left top' : 'center')};
    filter: drop-shadow(0 6px 14px rgba(0, 0, 0, 0.45));
  }
`;

const Missing = styled.p`
  display: grid;
  place-items: center;
  width: min(420px, 40vw);
  aspect-ratio: 210 / 297;
  max-height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: #fffdf8;
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
`;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon strokeWidth={2.4}>
      <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
    </LineIcon>
  );
}

/**
 * The music stand: two pages side by side (one when enlarged), Previous and Next around the
 * page indicator. The indicator is a live region, so a pedal turn is announced too.
 */
export function PageTurner({
  images,
  indicator,
  atFirst,
  atLast,
  enlarged = false,
  onPrevious,
  onNext,
}: PageTurnerProps) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());

  return (
    <Turner aria-label="Score">
      <Toolbar>
        <TurnButton variant="secondary" onClick={onPrevious} disabled={atFirst}>
          <Arrow direction="left" />
          Previous
        </TurnButton>
        <Indicator role="status" aria-live="polite" aria-atomic="true">
          {indicator}
          {atLast && <small>Next starts again from the beginning</small>}
        </Indicator>
        <TurnButton onClick={onNext}>
          Next
          <Arrow direction="right" />
        </TurnButton>
      </Toolbar>
      <Stand data-enlarged={enlarged || undefined}>
        {images.map((image, index) => (
          <Sheet key={image.src} $side={images.length === 1 ? 'center' : index === 0 ? 'left' : 'right'}>
            {broken.has(image.src) ? (
              <Missing>{image.alt} could not be loaded.</Missing>
            ) : (
              <img
                src={image.src}
                alt={image.alt}
                onError={() => setBroken((current) => new Set(current).add(image.src))}
              />
            )}
          </Sheet>
        ))}
      </Stand>
    </Turner>
  );
}
