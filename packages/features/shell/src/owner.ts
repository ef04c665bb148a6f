// The shell's lazy part: the owner page pulls in axios and TanStack Query, so it is its own chunk.
export { OwnerRoute } from './owner/OwnerRoute';
