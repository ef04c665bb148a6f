import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface PageHeadingRowProps {
  /** The page's one h1. */
  heading: ReactNode;
  /**
   * A badge, icon or picture before the heading, at its own size (it never shrinks). Give a
   * picture alt text only when it says something the heading does not.
   */
  leading?: ReactNode;
  /** A short line under the heading: dates, a category. */
  subtitle?: ReactNode;
  /** Room below the row: `small` when an introduction follows, `large` before the content itself. */
  spaceBelow?: 'small' | 'large';
  /**
   * For a page that moves the focus to its heading when a visitor arrives from another page: the
   * heading then takes the focus from a script (never from Tab).
   */
  headingRef?: Ref<HTMLHeadingElement>;
}

const Row = styled.div<{ $spaceBelow: 'small' | 'large' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme, $spaceBelow }) => theme.space($spaceBelow === 'small' ? 2 : 8)};

  & > :not(:last-child) {
    flex: none;
  }

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.75rem, 1.2rem + 2.4vw, 2.6rem);
    line-height: 1.15;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** A page's heading with an optional badge or picture before it and a line under it. */
export function PageHeadingRow({
  heading,
  leading,
  subtitle,
  spaceBelow = 'large',
  headingRef,
}: PageHeadingRowProps) {
  return (
    <Row $spaceBelow={spaceBelow}>
      {leading}
      <div>
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {heading}
        </h1>
        {subtitle !== undefined && <p>{subtitle}</p>}
      </div>
    </Row>
  );
}
