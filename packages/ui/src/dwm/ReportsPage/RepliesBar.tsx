import styled, { useTheme } from 'styled-components';
import { ChartLegend } from '../ChartLegend';

export interface ReplyTotals {
  accepted: number;
  tentative: number;
  declined: number;
  awaiting: number;
}

export interface RepliesBarProps {
  replies: ReplyTotals;
}

const replyKinds = [
  { key: 'accepted', name: 'Accepted' },
  { key: 'tentative', name: 'Tentative' },
  { key: 'declined', name: 'Declined' },
  { key: 'awaiting', name: 'Awaiting reply' },
] as const;

const Legend = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Track = styled.svg`
  display: block;
  width: 100%;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

/**
 * Every guest's reply to every dinner they were asked to, as one bar split by answer, and the
 * counts in words beside their colours (spec §4's meanings: accepted green, tentative yellow,
 * declined red).
 */
export function RepliesBar({ replies }: RepliesBarProps) {
  const theme = useTheme();
  const colors = {
    accepted: theme.attendeeStatusColors.accepted.mark,
    tentative: theme.attendeeStatusColors.tentative.mark,
    declined: theme.attendeeStatusColors.declined.mark,
    awaiting: theme.awaitingReplyMark,
  };
  const total = replyKinds.reduce((sum, { key }) => sum + replies[key], 0);
  // Each answer's share of the bar (1000 units wide), one after the other.
  const segments = replyKinds.map(({ key }, index) => {
    const before = replyKinds.slice(0, index).reduce((sum, kind) => sum + replies[kind.key], 0);
    return {
      key,
      x: total === 0 ? 0 : (before / total) * 1000,
      width: total === 0 ? 0 : (replies[key] / total) * 1000,
    };
  });
  const percent = (value: number) => (total === 0 ? 0 : Math.round((value / total) * 100));
  return (
    <div>
      <Track viewBox="0 0 1000 28" preserveAspectRatio="none" aria-hidden="true">
        <rect width="1000" height="28" fill={theme.colors.surfaceMuted} />
        {segments.map(({ key, x, width }) => (
          <rect key={key} x={x} width={width} height="28" fill={colors[key]} />
        ))}
      </Track>
      <Legend>
        <ChartLegend
          name="Replies"
          entries={replyKinds.map(({ key, name }) => ({
            key,
            color: colors[key],
            label: `${name}: ${replies[key]} (${percent(replies[key])}%)`,
          }))}
        />
      </Legend>
    </div>
  );
}
