import * as contractModule from '@portfolio/contracts';
import type { Contract } from '@portfolio/contracts';

function isContract(value: unknown): value is Contract {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Contract>;
  return (
    typeof candidate.method === 'string' && typeof candidate.path === 'string' && 'response' in candidate
  );
}

/** One API call of the contracts package, with the name it is exported under. */
export interface NamedContract {
  name: string;
  contract: Contract;
}

/**
 * Every contract the contracts package exports, found by shape rather than listed, so a new
 * call is attacked by the fault suite without an edit here.
 */
export const allContracts: readonly NamedContract[] = Object.entries(
  contractModule as Record<string, unknown>,
)
  .flatMap(([name, value]) => (isContract(value) ? [{ name, contract: value }] : []))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The `:name` parameters of a contract path. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}
