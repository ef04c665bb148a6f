import styled from 'styled-components';

// The week's lists (its tasks, its recorded blocks) are grouped by day the same way: a heading per
// day over a plain list, the days spaced apart.

export const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const DayHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.9375rem;
`;

export const DayList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An entry's line of text; its spans (times, counts, side notes) are muted. */
export const DayItemText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;
