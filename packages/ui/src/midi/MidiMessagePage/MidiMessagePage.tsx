import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { MidiLayout } from '../MidiLayout';

export interface MidiMessagePageProps {
  /** e.g. "Composer not found" */
  heading: string;
  /** One sentence naming what was asked for, or what went wrong. */
  message: string;
  backHref: string;
  backLabel: string;
  landingHref: string;
  projectsHref: string;
  /** Offers "Try again" when the problem may pass (a list that could not be loaded). */
  onRetry?: () => void;
}

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.3rem);
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 60ch;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

/**
 * A sheet-music page that has nothing to show: an unknown instrument, composer or score, or a list
 * that could not be loaded. It says which, and offers a way back (and a retry where it can help).
 */
export function MidiMessagePage({
  heading,
  message,
  backHref,
  backLabel,
  landingHref,
  projectsHref,
  onRetry,
}: MidiMessagePageProps) {
  return (
    <MidiLayout
      homeHref={landingHref}
      crumbs={[{ label: 'Projects', href: projectsHref }, { label: heading }]}
    >
      <Heading>{heading}</Heading>
      <Text>{message}</Text>
      <Actions>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
        <AppLink href={backHref}>{backLabel}</AppLink>
      </Actions>
    </MidiLayout>
  );
}
