import styled from 'styled-components';

/** The short paragraph under a page's heading that says what the page is for. */
export const PageIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  max-width: 68ch;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Parts one under the other, `$gap` theme steps apart (a page's panels, a form's fields). */
export const Stack = styled.div<{ $gap: number }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space($gap)};
`;

/** Two fields side by side from phone width up, one under the other below it. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Buttons and short notes in a row that wraps on a narrow screen. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
