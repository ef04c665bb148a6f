import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';
import type { TileItem } from '../Tile';
import { TileGrid } from '../TileGrid';

export interface LandingPageProps {
  title: string;
  /** One line naming the owner's projects. */
  subtitle: string;
  /** Shown as given, e.g. "12-6-24". */
  lastUpdated: string;
  tiles: readonly TileItem[];
  /** Names the tiles' navigation landmark. */
  gridLabel?: string;
  /** A discreet link under the tiles, e.g. to the owner's sign-in page. */
  footerLink?: { href: string; label: string };
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 auto ${({ theme }) => theme.space(8)};
  max-width: 62ch;
  text-align: center;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-bottom: ${({ theme }) => theme.space(12)};
  }
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.mutedText};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: 1.125rem;
  }
`;

const Updated = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space(10)} 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};

  a {
    color: inherit;
  }
`;

/** The landing page: who this is, what is here, and a tile for each project. */
export function LandingPage({
  title,
  subtitle,
  lastUpdated,
  tiles,
  gridLabel = 'Projects',
  footerLink,
}: LandingPageProps) {
  return (
    <PageFrame heading={title} align="center">
      <Intro>
        <Subtitle>{subtitle}</Subtitle>
        <Updated>Last updated: {lastUpdated}</Updated>
      </Intro>
      <TileGrid tiles={tiles} label={gridLabel} />
      {footerLink && (
        <Footer>
          <AppLink href={footerLink.href}>{footerLink.label}</AppLink>
        </Footer>
      )}
    </PageFrame>
  );
}
