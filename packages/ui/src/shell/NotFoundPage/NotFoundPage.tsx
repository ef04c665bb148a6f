import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';

export interface NotFoundPageProps {
  /** The address that matched no page. */
  path: string;
  homeHref: string;
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Path = styled.code`
  padding: 0.1em 0.4em;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9375em;
`;

const HomeLink = styled(AppLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

/** Shown for an address that matches no route. */
export function NotFoundPage({ path, homeHref }: NotFoundPageProps) {
  return (
    <PageFrame heading="Page not found" width="narrow">
      <Text>
        There is no page at <Path>{path}</Path>.
      </Text>
      <Muted>The address may be mistyped, or the page may have moved.</Muted>
      <HomeLink href={homeHref}>Back to the landing page</HomeLink>
    </PageFrame>
  );
}
