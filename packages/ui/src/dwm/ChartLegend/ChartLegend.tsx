import styled from 'styled-components';

export interface ChartLegendEntry {
  key: string;
  color: string;
  /** What the colour stands for, with its count where the chart has one: "Accepted: 15 (63%)". */
  label: string;
}

export interface ChartLegendProps {
  /** Names the list for assistive technology: "Replies", "Kinds of dinner". */
  name: string;
  entries: readonly ChartLegendEntry[];
}

const Keys = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(5)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
`;

const Key = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 14px;
  height: 14px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

/** A chart's colours in words, so no colour has to be told apart to read the chart. */
export function ChartLegend({ name, entries }: ChartLegendProps) {
  return (
    <Keys aria-label={name}>
      {entries.map((entry) => (
        <Key key={entry.key}>
          <Swatch $color={entry.color} aria-hidden="true" />
          {entry.label}
        </Key>
      ))}
    </Keys>
  );
}
