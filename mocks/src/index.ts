export * from './fixtures';
export * from './handlers';
export {
  apiErrorResponse,
  contractOf,
  countContractCalls,
  mockContract,
  mockContractError,
  statusTextOf,
  type ContractCallCounter,
  type MockBody,
  type MockRequest,
  type MockResolver,
} from './mock-contract';
