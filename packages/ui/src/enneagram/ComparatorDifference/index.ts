export { ComparatorDifference, type ComparatorDifferenceProps } from './ComparatorDifference';
