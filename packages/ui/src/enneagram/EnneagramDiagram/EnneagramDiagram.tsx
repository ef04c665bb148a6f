import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { aroundTheCircle, innerFigure, pointAngle, pointAt } from './geometry';

export interface DiagramGroup {
  name: string;
  /** Type numbers 1..9 in the group. */
  members: number[];
  /** One sentence on what the group shares. */
  note: string;
}

export type DiagramTone = 'bright' | 'dark';

export interface DiagramPointLabel {
  number: number;
  /** Lines written beside the point, e.g. its virtue and its passion. */
  lines: { text: string; tone?: DiagramTone }[];
}

export interface EnneagramDiagramProps {
  /** The flavour, e.g. "Hornevian": the figure's accessible name. */
  title: string;
  /** What the diagram shows, in a sentence or two. */
  summary: string;
  /** The nine type names, type 1 first. */
  typeNames: readonly string[];
  /** Groupings drawn as coloured outlines joining their members. */
  groups?: DiagramGroup[];
  /** Extra text beside points; replaces the type name there. */
  labels?: DiagramPointLabel[];
  /** Draws each point's link to its two neighbours (its wings). */
  wings?: boolean;
  /** What the tones of label lines mean, e.g. virtue and passion. */
  toneLegend?: Partial<Record<DiagramTone, string>>;
}

// Dark enough for text on white and for white numbers on them; told apart by hue and outline style.
const groupColors = ['#1f5f8b', '#a3391f', '#2e6b30'];
const groupDashes = [undefined, '14 8', '3 7'];
const toneColors: Record<DiagramTone, string> = { bright: '#1d6b2f', dark: '#9b1c1c' };

const size = 1000;
const center = size / 2;
const radius = 270;
// The drawing's extent: the circle plus the longest labels beside it, without empty margins.
const viewBox = '-100 90 1200 820';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
  }
`;

const Drawing = styled.svg`
  width: 100%;
  height: auto;
  max-height: calc(100dvh - 9rem);
  justify-self: center;
`;

const Legend = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  font-size: 0.9375rem;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  }

  strong {
    display: block;
  }
`;

const Key = styled.svg`
  width: 2.25rem;
  height: 1rem;
  margin-top: 0.2rem;
`;

function labelAnchor(number: number): 'start' | 'middle' | 'end' {
  const x = Math.cos(pointAngle(number));
  if (Math.abs(x) < 0.2) return 'middle';
  return x > 0 ? 'start' : 'end';
}

/**
 * The nine points on a circle with the inner triangle and hexad, plus what one flavour adds:
 * coloured groupings, wings, or words beside each point. Drawn from data, at any size.
 */
export function EnneagramDiagram({
  title,
  summary,
  typeNames,
  groups = [],
  labels = [],
  wings = false,
  toneLegend,
}: EnneagramDiagramProps) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const numbers = [9, 1, 2, 3, 4, 5, 6, 7, 8];
  const groupOf = (number: number) => groups.findIndex((group) => group.members.includes(number));
  const description = [
    summary,
    ...groups.map((group) => `${group.name}: types ${group.members.join(', ')}.`),
    ...labels.map((label) => `${label.number}: ${label.lines.map((line) => line.text).join(', ')}.`),
  ].join(' ');

  return (
    <Figure>
      <Drawing viewBox={viewBox} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <circle
          cx={center}
          cy={center}
          r={radius}
          fill="none"
          stroke={theme.colors.border}
          strokeWidth={wings ? 2 : 4}
        />
        {innerFigure.map((path) => (
          <polyline
            key={path.join('-')}
            points={path.map((n) => Object.values(pointAt(n, radius, center)).join(',')).join(' ')}
            fill="none"
            stroke={theme.colors.border}
            strokeWidth={3}
          />
        ))}
        {wings &&
          numbers.map((number) => {
            const next = (number % 9) + 1;
            const from = pointAt(number, radius, center);
            const to = pointAt(next, radius, center);
            return (
              <path
                key={`wing-${number}`}
                data-wing={`${number}-${next}`}
                d={`M ${from.x} ${from.y} A ${radius} ${radius} 0 0 1 ${to.x} ${to.y}`}
                fill="none"
                stroke={theme.colors.accent}
                strokeWidth={10}
                strokeLinecap="round"
                opacity={0.85}
              />
            );
          })}
        {groups.map((group, index) => {
          const corners = aroundTheCircle(group.members).map((n) => pointAt(n, radius, center));
          return (
            <polygon
              key={group.name}
              data-group={group.name}
              points={corners.map(({ x, y }) => `${x},${y}`).join(' ')}
              fill={groupColors[index % groupColors.length]}
              fillOpacity={0.1}
              stroke={groupColors[index % groupColors.length]}
              strokeWidth={6}
              strokeDasharray={groupDashes[index % groupDashes.length]}
              strokeLinejoin="round"
            />
          );
        })}
        {numbers.map((number) => {
          const { x, y } = pointAt(number, radius, center);
          const group = groupOf(number);
          const fill = group >= 0 ? groupColors[group % groupColors.length] : theme.colors.accent;
          const label = labels.find((entry) => entry.number === number);
          const lines = label ? label.lines : [{ text: typeNames[number - 1] ?? '' }];
          const anchor = labelAnchor(number);
          const out = pointAt(number, radius + 64, center);
          const firstLineY = out.y - ((lines.length - 1) * 34) / 2 + 10;
          return (
            <g key={number} data-point={number}>
              <circle cx={x} cy={y} r={34} fill={fill} stroke={theme.colors.surface} strokeWidth={5} />
              <text x={x} y={y + 12} textAnchor="middle" fontSize={34} fontWeight={700} fill="#ffffff">
                {number}
              </text>
              <text textAnchor={anchor} fontSize={28} fill={theme.colors.text}>
                {lines.map((line, index) => (
                  <tspan
                    key={line.text}
                    x={out.x}
                    y={firstLineY + index * 34}
                    fill={line.tone ? toneColors[line.tone] : theme.colors.text}
                    fontWeight={line.tone === 'dark' || !line.tone ? 600 : 500}
                  >
                    {line.text}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
      </Drawing>
      <Legend>
        <p>{summary}</p>
        {groups.length > 0 && (
          <ul aria-label="Groups">
            {groups.map((group, index) => (
              <li key={group.name}>
                <Key viewBox="0 0 36 16" aria-hidden="true">
                  <line
                    x1="2"
                    y1="8"
                    x2="34"
                    y2="8"
                    stroke={groupColors[index % groupColors.length]}
                    strokeWidth={4}
                    strokeDasharray={groupDashes[index % groupDashes.length]?.replace(/\d+/g, (n) =>
                      String(Number(n) / 2),
                    )}
                  />
                </Key>
                <span>
                  <strong>
                    {group.name} ({group.members.join(', ')})
                  </strong>
                  {group.note}
                </span>
              </li>
            ))}
          </ul>
        )}
        {toneLegend && (
          <ul aria-label="Key">
            {(Object.keys(toneLegend) as DiagramTone[]).map((tone) => (
              <li key={tone}>
                <Key viewBox="0 0 36 16" aria-hidden="true">
                  <rect x="2" y="2" width="32" height="12" rx="3" fill={toneColors[tone]} />
                </Key>
                <span>{toneLegend[tone]}</span>
              </li>
            ))}
          </ul>
        )}
      </Legend>
    </Figure>
  );
}
