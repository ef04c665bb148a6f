export {
  AdvancedSearchForm,
  type AdvancedSearchEntry,
  type AdvancedSearchFormProps,
  type AdvancedSearchQualifier,
  type AdvancedSearchQuery,
  type AdvancedSearchType,
  type SaveQueryStatus,
  type SearchFieldOption,
} from './AdvancedSearchForm';
