import type { TypeBar } from '../TypeBarChart';

// Sample data for the area's ui stories (stories only; feature stories use @portfolio/mocks).

export const typeNames = [
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

const slugs = typeNames.map((name) => name.toLowerCase());

export function sampleBars(values: number[]): TypeBar[] {
  return values.map((value, index) => ({
    key: slugs[index] ?? `type-${index + 1}`,
    number: index + 1,
    name: typeNames[index] ?? `Type ${index + 1}`,
    value,
  }));
}

/** A finished test: 144 answers, a few neither, spread over the nine types. */
export const sampleScores = [17, 12, 21, 9, 25, 14, 11, 19, 13];

export const sampleStatements = [
  {
    key: '4.1',
    questionId: 4,
    statement: 'I redo a piece of work when I can see it is not yet as good as it should be.',
    level: 'g' as const,
  },
  {
    key: '19.2',
    questionId: 19,
    statement: 'Small mistakes other people let pass tend to nag at me for the rest of the day.',
    level: 's' as const,
  },
  {
    key: '37.1',
    questionId: 37,
    statement: 'I keep my promises even when nobody would notice if I let one slip.',
    level: 'n' as const,
  },
  {
    key: '88.2',
    questionId: 88,
    statement: 'When I explain how a job should be done, I like to give the reasons behind each step.',
    level: 'g' as const,
  },
];
