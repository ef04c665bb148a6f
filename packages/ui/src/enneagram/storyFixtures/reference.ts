import type { AnswerBin } from '../AnswerBinsPage';
import type { ReferenceSection } from '../ReferenceText';
import { typeNames } from './results';

// Short reference texts for the ui stories; the feature stories show the shipped content.

export const sampleHelpSections: ReferenceSection[] = [
  {
    heading: 'What the Enneagram describes',
    paragraphs: [
      'Nine ways of paying attention to the world, each with its own gifts and its own blind spots.',
      'Nobody is only one type, but most people recognise one of them as home.',
    ],
  },
  {
    heading: 'Wings',
    paragraphs: [
      'The two points beside your type on the circle colour it; most people lean toward one of them.',
    ],
  },
  {
    heading: 'Integration and disintegration',
    paragraphs: [
      'Along the inner lines each type has a direction it moves in when it grows and one it slides toward under stress.',
    ],
  },
  {
    heading: 'The centres',
    paragraphs: [
      'Body, heart and head: three groups of three types, each led by a different kind of intelligence.',
    ],
  },
];

export const sampleBinSections: ReferenceSection[] = [
  {
    heading: 'How answers are sorted into bins',
    paragraphs: [
      'Every statement belongs to one type. Each answer you choose drops into the bin of its type; neither drops nowhere.',
    ],
  },
  {
    heading: 'What the colours mean',
    paragraphs: ['Green marks growth, orange stress and cyan the everyday, neutral statements.'],
  },
];

const statements: [string, 'g' | 's' | 'n'][] = [
  ['I put things right as soon as I notice they are wrong.', 'n'],
  ['I can forgive a mistake without needing to point it out first.', 'g'],
  ['When others cut corners I feel a tight, quiet anger.', 's'],
  ['I like to have a plan for the week before it begins.', 'n'],
];

export const sampleBins: AnswerBin[] = typeNames.map((name, index) => ({
  key: name.toLowerCase(),
  number: index + 1,
  name,
  answers: statements.map(([statement, level], row) => ({
    key: `${index * 4 + row + 1}.${(row % 2) + 1}`,
    questionId: index * 4 + row + 1,
    statement: `${statement} (${name})`,
    level,
  })),
}));
