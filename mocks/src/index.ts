export * from './fixtures';
export * from './handlers';
export {
  apiErrorResponse,
  contractOf,
  mockContract,
  mockContractError,
  statusTextOf,
  type MockBody,
  type MockRequest,
  type MockResolver,
} from './mock-contract';
