import { DataProvider } from '@portfolio/api-client';
import { OwnerSignInContainer } from './OwnerSignInContainer';

/** /owner, a lazy route: it is the shell's only page that needs the data-access stack. */
export function OwnerRoute() {
  return (
    <DataProvider>
      <OwnerSignInContainer />
    </DataProvider>
  );
}
