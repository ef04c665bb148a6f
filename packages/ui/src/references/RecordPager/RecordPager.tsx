import styled from 'styled-components';
import { Button } from '../../base/Button';

export interface RecordPagerProps {
  /** Records the search found. */
  total: number;
  /** 1-based numbers of the first and last record on screen. */
  first: number;
  last: number;
  /** Records per block (the spec's 200). */
  pageSize: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  /** Names the group, so the pager above and the one below the list tell themselves apart. */
  label: string;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  button {
    padding-left: ${({ theme }) => theme.space(4)};
    padding-right: ${({ theme }) => theme.space(4)};
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  flex: 1 1 auto;
`;

/** The count of records and the buttons that step through them a block at a time (spec part 2 §9). */
export function RecordPager({
  total,
  first,
  last,
  pageSize,
  canGoBack,
  canGoForward,
  onBack,
  onForward,
  label,
}: RecordPagerProps) {
  return (
    <Bar role="group" aria-label={label}>
      <Count>
        # of Records={total} ({first} to {last})
      </Count>
      <Steps>
        <Button variant="secondary" disabled={!canGoBack} onClick={onBack}>
          back {pageSize} records
        </Button>
        <Button variant="secondary" disabled={!canGoForward} onClick={onForward}>
          forward {pageSize} records
        </Button>
      </Steps>
    </Bar>
  );
}
