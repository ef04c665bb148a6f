import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { PageFrame } from '../../base/PageFrame';

export interface HomePageProps {
  /** Unknown while the site's config loads, or if it cannot be read: the panel then just welcomes. */
  ownerName?: string;
  /** One welcoming line under the name. */
  tagline?: string;
  onSignIn: () => void;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} auto 0;
  max-width: 480px;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  text-align: center;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-top: ${({ theme }) => theme.space(12)};
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(10)}`};
  }
`;

const Monogram = styled.span`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Name = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2rem, 1.5rem + 2vw, 2.5rem);
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const Tagline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The /home screen: the owner's name, a welcome and the one way in. */
export function HomePage({
  ownerName,
  tagline = 'Small web apps I build and use: photos, recipes, music, maps and more.',
  onSignIn,
}: HomePageProps) {
  const nameId = useId();
  return (
    <PageFrame width="narrow">
      <Panel aria-labelledby={nameId}>
        {ownerName ? (
          <>
            <Monogram aria-hidden="true">{initialsOf(ownerName)}</Monogram>
            <div>
              <Eyebrow>Welcome to the projects of</Eyebrow>
              <Name id={nameId}>{ownerName}</Name>
            </div>
          </>
        ) : (
          <Name id={nameId}>Welcome</Name>
        )}
        <Tagline>{tagline}</Tagline>
        <Button onClick={onSignIn}>Sign In</Button>
      </Panel>
    </PageFrame>
  );
}
