import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';

export interface OwnerOnlyNoticeProps {
  /** What only the owner may do here, e.g. "export or import backups". */
  action: string;
  signInHref: string;
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSurface};

  p {
    margin: 0;
  }
`;

/** Says plainly that a write needs the owner's sign-in, and where to sign in. */
export function OwnerOnlyNotice({ action, signInHref }: OwnerOnlyNoticeProps) {
  return (
    <Box role="note" aria-label="Owner only">
      <p>
        <strong>You are not signed in as the owner.</strong> Only the site's owner can {action}.
      </p>
      <p>
        <AppLink href={signInHref}>Sign in as the owner</AppLink>, then come back to this page.
      </p>
    </Box>
  );
}
