export { buildBaseAddress, serverModes, type BaseAddressParts, type ServerMode } from './base-address';
export {
  defaultEnvironment,
  environment,
  readEnvironment,
  type ApiEnvironment,
  type ApiEnvironmentVariables,
} from './environment';
export { apiBaseAddress, apiHttp } from './http';
export {
  ApiRequestError,
  httpFailureMessage,
  normalizeHttpError,
  parseFailureMessage,
  ResponseParseError,
  statusTextFor,
  type NormalizedHttpError,
} from './http-error';
export {
  requestContract,
  type AnyContract,
  type ContractInput,
  type ContractInputArgs,
  type ContractResult,
  type RequestOptions,
} from './request-contract';
export {
  contractQueryKey,
  updateCachedAnswer,
  useApiQuery,
  useApiSearchQuery,
  useQueryFailure,
  type ApiQueryOptions,
  type QueryFailureBehaviour,
  type SearchContract,
  type SearchInput,
  type SearchResult,
} from './use-api-query';
export { useApiMutation, type ApiMutation, type ApiMutationOptions } from './use-api-mutation';
export {
  completedText,
  describeMutationStatus,
  type MutationKind,
  type MutationState,
  type MutationStatus,
  type MutationTone,
} from './mutation-status';
export { createQueryClient, DataProvider, getAppQueryClient, shouldRetryQuery } from './query-client';
export { shuffle } from './shuffle';
export { keepOwnerSession, signOwnerOut, useOwnerSession } from './owner-session';
