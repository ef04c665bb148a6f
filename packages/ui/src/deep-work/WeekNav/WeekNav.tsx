import styled from 'styled-components';
import { Button } from '../../base/Button';
import { LineIcon } from '../../base/LineIcon';
import { weekRangeText } from '../format';

export interface WeekNavProps {
  /** "This week", "Next week", "3 weeks ago". */
  name: string;
  /** The week's Monday, `YYYY-MM-DD`. */
  start: string;
  /** Leave the three out to name the week without moving (a visitor's demo week). */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Back to today's week. Always there, like a calendar's "Today", so the buttons never move or lose focus. */
  onThisWeek?: () => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.375rem;
`;

const Range = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

// Chevrons either side of "This week", as calendars have them: one short row on any screen.
const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  svg {
    display: block;
  }
`;

/** Names the week the tally and the week's tasks show, and steps to the week before or after. */
export function WeekNav({ name, start, onPrevious, onNext, onThisWeek }: WeekNavProps) {
  return (
    <Bar>
      {/* Announced when a button changes the week, as the buttons stay where they are. */}
      <div aria-live="polite">
        <Name id="deep-work-week-name">{name}</Name>
        <Range>{weekRangeText(start)}</Range>
      </div>
      {onPrevious && onNext && onThisWeek && (
        <Buttons role="group" aria-label="Weeks">
          <Button variant="secondary" aria-label="Previous week" onClick={onPrevious}>
            <LineIcon strokeWidth={2.4}>
              <path d="M12.5 4.5 7 10l5.5 5.5" />
            </LineIcon>
          </Button>
          <Button variant="secondary" onClick={onThisWeek}>
            This week
          </Button>
          <Button variant="secondary" aria-label="Next week" onClick={onNext}>
            <LineIcon strokeWidth={2.4}>
              <path d="M7.5 4.5 13 10l-5.5 5.5" />
            </LineIcon>
          </Button>
        </Buttons>
      )}
    </Bar>
  );
}
