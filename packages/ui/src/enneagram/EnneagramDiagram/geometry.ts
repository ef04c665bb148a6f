/** Where the nine points sit: 9 at the top, then 1 to 8 clockwise, 40° apart. */
export function pointAngle(number: number): number {
  return ((-90 + (number % 9) * 40) * Math.PI) / 180;
}

export function pointAt(number: number, radius: number, center: number): { x: number; y: number } {
  const angle = pointAngle(number);
  return { x: center + radius * Math.cos(angle), y: center + radius * Math.sin(angle) };
}

/** The classic inner figure: the triangle 3-6-9 and the hexad 1-4-2-8-5-7-1. */
export const innerFigure: number[][] = [
  [3, 6, 9, 3],
  [1, 4, 2, 8, 5, 7, 1],
];

/** Members in their order around the circle, so a group's outline never crosses itself. */
export function aroundTheCircle(members: readonly number[]): number[] {
  return [...members].sort((a, b) => (a % 9) - (b % 9));
}
