// The diagrams' content: the ui draws any grouping or labelling it is handed.
import type { DiagramGroup, DiagramPointLabel, DiagramTone } from '@portfolio/ui/enneagram';

/** The six diagrams of the Charts menu, by the name the address carries (spec part 2 §2). */
export const diagramFlavorNames = [
  'Hornevian',
  'Virtues and Vices',
  'Wings',
  'Centers',
  'Harmonic',
  'Object Relations',
] as const;
export type DiagramFlavorName = (typeof diagramFlavorNames)[number];

export interface DiagramFlavor {
  summary: string;
  groups?: DiagramGroup[];
  labels?: DiagramPointLabel[];
  wings?: boolean;
  toneLegend?: Partial<Record<DiagramTone, string>>;
}

export const diagramTypeNames = [
  'Reformer',
  'Helper',
  'Achiever',
  'Individualist',
  'Investigator',
  'Loyalist',
  'Enthusiast',
  'Challenger',
  'Peacemaker',
] as const;

// Virtue, then passion, per type: the usual pairs of the tradition.
const virtuesAndPassions: [number, string, string][] = [
  [1, 'Serenity', 'Anger'],
  [2, 'Humility', 'Pride'],
  [3, 'Truthfulness', 'Vanity'],
  [4, 'Equanimity', 'Envy'],
  [5, 'Non-attachment', 'Avarice'],
  [6, 'Courage', 'Fear'],
  [7, 'Sobriety', 'Gluttony'],
  [8, 'Innocence', 'Lust'],
  [9, 'Right action', 'Sloth'],
];

const neighbours = (number: number): [number, number] => [
  number === 1 ? 9 : number - 1,
  number === 9 ? 1 : number + 1,
];

export const diagramFlavors: Record<DiagramFlavorName, DiagramFlavor> = {
  Hornevian: {
    summary:
      'Three social styles, after Karen Horney: how each type goes about getting what it needs from other people.',
    groups: [
      {
        name: 'Assertive',
        members: [3, 7, 8],
        note: 'Move against: they press forward and expect the world to make room.',
      },
      {
        name: 'Compliant',
        members: [1, 2, 6],
        note: 'Move toward: they earn their place by meeting what is asked of them.',
      },
      {
        name: 'Withdrawn',
        members: [4, 5, 9],
        note: 'Move away: they step back into an inner space to find what they need.',
      },
    ],
  },
  'Virtues and Vices': {
    summary:
      'Each point with its virtue, the quality it grows toward, and its passion, the habit that pulls it off course.',
    labels: virtuesAndPassions.map(([number, virtue, passion]) => ({
      number,
      lines: [
        { text: virtue, tone: 'bright' },
        { text: passion, tone: 'dark' },
      ],
    })),
    toneLegend: { bright: 'Virtue', dark: 'Passion (vice)' },
  },
  Wings: {
    summary:
      'A type leans toward one of the two points beside it on the circle, its wing: a Nine may be 9w8 or 9w1.',
    wings: true,
    labels: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((number) => ({
      number,
      lines: neighbours(number).map((wing) => ({ text: `${number}w${wing}` })),
    })),
  },
  Centers: {
    summary: 'The three centres of intelligence, each with the feeling its types wrestle with most.',
    groups: [
      {
        name: 'Instinctive (body)',
        members: [8, 9, 1],
        note: 'Led by the gut; anger is the feeling close to the surface.',
      },
      {
        name: 'Feeling (heart)',
        members: [2, 3, 4],
        note: 'Led by image and connection; shame is the feeling underneath.',
      },
      {
        name: 'Thinking (head)',
        members: [5, 6, 7],
        note: 'Led by the mind; fear is the feeling they manage.',
      },
    ],
  },
  Harmonic: {
    summary: 'How each type responds when things go wrong or it does not get what it wants.',
    groups: [
      {
        name: 'Positive outlook',
        members: [2, 7, 9],
        note: 'Look on the bright side and play down the trouble.',
      },
      { name: 'Competency', members: [1, 3, 5], note: 'Set feelings aside and solve the problem properly.' },
      {
        name: 'Emotional realness',
        members: [4, 6, 8],
        note: 'React strongly and want the other person to react too.',
      },
    ],
  },
  'Object Relations': {
    summary:
      'The early longing each type carries into its relationships, and how it keeps that longing in check.',
    groups: [
      { name: 'Attachment', members: [3, 6, 9], note: 'Hold on to a bond and adjust themselves to keep it.' },
      {
        name: 'Frustration',
        members: [1, 4, 7],
        note: 'Feel that what they get never quite matches what they hoped for.',
      },
      {
        name: 'Rejection',
        members: [2, 5, 8],
        note: 'Expect to be turned away and protect themselves in advance.',
      },
    ],
  },
};

/** The flavour an address names, or undefined for anything else. */
export function findDiagramFlavor(name: string | undefined): DiagramFlavorName | undefined {
  return diagramFlavorNames.find((flavor) => flavor === name);
}
