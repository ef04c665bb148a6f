import styled from 'styled-components';
import { LiftCard } from '../../base/Card';

/** One composer (or collection) card as the landing page lists it. */
export interface ComposerCardItem {
  id: string;
  name: string;
  /** Address of the flag image. */
  flagSrc: string;
  /** Text alternative of the flag, e.g. "Flag of Germany". */
  flagAlt: string;
  /** '1685–1750', or '' for a collection. */
  lifespan: string;
  /** The composer's list of compositions. */
  href: string;
}

export type ComposerCardProps = Omit<ComposerCardItem, 'id'>;

const CardLink = styled(LiftCard)`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
`;

const Flag = styled.img`
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: 4px;
  box-shadow: 0 0 0 1px rgba(31, 35, 40, 0.18);
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.2rem;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Years = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
`;

/** A composer's card: flag, name and life years; the whole card leads to their compositions. */
export function ComposerCard({ name, flagSrc, flagAlt, lifespan, href }: ComposerCardProps) {
  return (
    <CardLink href={href}>
      <Flag src={flagSrc} alt={flagAlt} width={64} height={48} loading="lazy" />
      <Text>
        <Name>{name}</Name>
        <Years>{lifespan || 'Collection'}</Years>
      </Text>
    </CardLink>
  );
}
