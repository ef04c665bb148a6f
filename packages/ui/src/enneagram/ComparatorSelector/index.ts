export { ComparatorSelector, type ComparatorSelectorProps, type SelectableTest } from './ComparatorSelector';
