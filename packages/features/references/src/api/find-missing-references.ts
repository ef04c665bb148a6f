import { requestContract } from '@portfolio/api-client';
import { findMissingReferenceUuids, type MissingReference } from '@portfolio/contracts';

/** POST /api-references/missingUUIDs (empty body): the reference uuids the hierarchy cites that no card has. */
export async function findMissingReferences(): Promise<MissingReference[]> {
  const answer = await requestContract(findMissingReferenceUuids);
  return answer.missing;
}
