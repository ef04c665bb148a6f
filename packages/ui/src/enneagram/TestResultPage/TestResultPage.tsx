import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { DialogActions, ModalDialog } from '../../base/ModalDialog';
import { type TypeBar, TypeBarChart } from '../TypeBarChart';

export interface TestResultPageProps {
  userid: string;
  title: string;
  /** yyyy/MM/dd */
  date: string;
  /** The stored result as JSON text, for Show Data. */
  rawData: string;
  /** One bar per type; left out when the result cannot be scored. */
  bars?: TypeBar[];
  maximum?: number;
  ticks?: number[];
  /** Shown in place of the chart, e.g. "Programming Error". */
  problem?: string;
  onSelectType: (type: string) => void;
}

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const DateLine = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.mutedText};

  time {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

const ChartCard = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.resting};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Raw = styled.pre`
  max-height: min(60vh, 32rem);
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A saved test: who and when, its raw data on request, and its score per type as a bar chart. */
export function TestResultPage({
  userid,
  title,
  date,
  rawData,
  bars,
  maximum = 1,
  ticks = [0, 1],
  problem,
  onSelectType,
}: TestResultPageProps) {
  const [showData, setShowData] = useState(false);
  const chartHeadingId = useId();
  return (
    <PageFrame heading={`${userid} (${title})`}>
      <Meta>
        <DateLine>
          Taken on <time dateTime={date.replaceAll('/', '-')}>{date}</time>
        </DateLine>
        <Button variant="secondary" onClick={() => setShowData(true)}>
          Show Data
        </Button>
      </Meta>
      {problem ? (
        <StatusText tone="error">{problem}</StatusText>
      ) : (
        bars && (
          <ChartCard aria-labelledby={chartHeadingId}>
            <h2 id={chartHeadingId}>Answers per type</h2>
            <p>Select a bar to see the answers behind that type.</p>
            <TypeBarChart
              bars={bars}
              maximum={maximum}
              ticks={ticks}
              title={`Answers per type for ${userid} (${title})`}
              onSelect={onSelectType}
            />
          </ChartCard>
        )
      )}
      {showData && (
        <ModalDialog
          title="Test Data"
          width="min(48rem, calc(100vw - 2rem))"
          onDismiss={() => setShowData(false)}
        >
          <Raw tabIndex={0} aria-label="The saved test as JSON">
            {rawData}
          </Raw>
          <DialogActions>
            <Button autoFocus onClick={() => setShowData(false)}>
              Close
            </Button>
          </DialogActions>
        </ModalDialog>
      )}
    </PageFrame>
  );
}
