import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { PageHeadingRow } from '../../base/PageHeadingRow';
import { LoadingIndicator } from '../../base/LoadingIndicator';
import { CompositionCard, type CompositionCardItem } from '../CompositionCard';
import type { MidiInstrument } from '../InstrumentIcon';
import { MidiLayout } from '../MidiLayout';
import { EmptyState } from '../../base/EmptyState';

export interface CompositionListComposer {
  name: string;
  flagSrc: string;
  flagAlt: string;
  lifespan: string;
}

export interface CompositionListPageProps {
  instrument: MidiInstrument;
  composer: CompositionListComposer;
  /** Undefined while loading. */
  compositions: CompositionCardItem[] | undefined;
  /** The score list could not be loaded (it is only logged, spec part 2 §8): say so and offer a retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** The instrument's landing page. */
  landingHref: string;
  projectsHref: string;
}

const Flag = styled.img`
  width: 72px;
  height: 54px;
  object-fit: cover;
  border-radius: 4px;
  box-shadow: 0 0 0 1px rgba(31, 35, 40, 0.18);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Fixed at the bottom right, as the spec has it; decorative (the card already names the piece).
const Preview = styled.figure`
  position: fixed;
  right: ${({ theme }) => theme.space(5)};
  bottom: ${({ theme }) => theme.space(5)};
  z-index: 10;
  width: min(340px, 40vw);
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: #1d2433;
  box-shadow: 0 18px 40px rgba(15, 20, 30, 0.35);
  pointer-events: none;

  img {
    width: 100%;
    max-height: 70vh;
    object-fit: contain;
    object-position: top;
    background: #fffdf8;
  }

  figcaption {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)} 0`};
    color: #f4f1ea;
    font-size: 0.875rem;
    font-weight: 600;
  }

  /* A phone has no room for it, and no hover either. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: none;
  }
`;

const titleOf = (instrument: MidiInstrument) => (instrument === 'piano' ? 'Piano' : 'Violin');

/** midi/composers/{instrument}/{composer}: the composer's pieces, with a big preview on hover or focus. */
export function CompositionListPage({
  instrument,
  composer,
  compositions,
  failed = false,
  onRetry,
  landingHref,
  projectsHref,
}: CompositionListPageProps) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  const previewed = compositions?.find((composition) => composition.id === previewId);

  let body;
  if (failed) {
    body = (
      <EmptyState role="status" action={onRetry && <Button onClick={onRetry}>Try again</Button>}>
        The list of compositions could not be loaded. Check the connection and try again.
      </EmptyState>
    );
  } else if (compositions === undefined) {
    body = <LoadingIndicator label="Loading the compositions" />;
  } else if (compositions.length === 0) {
    body = <EmptyState>No compositions by {composer.name} are here yet.</EmptyState>;
  } else {
    body = (
      <Grid aria-label={`Compositions by ${composer.name}`}>
        {compositions.map(({ id, ...composition }) => (
          <li key={id}>
            <CompositionCard
              {...composition}
              onPreview={() => setPreviewId(id)}
              onPreviewEnd={() => setPreviewId((current) => (current === id ? null : current))}
            />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <MidiLayout
      homeHref={landingHref}
      crumbs={[
        { label: 'Projects', href: projectsHref },
        { label: titleOf(instrument), href: landingHref },
        { label: composer.name },
      ]}
    >
      <PageHeadingRow
        heading={composer.name}
        leading={<Flag src={composer.flagSrc} alt={composer.flagAlt} width={72} height={54} />}
        subtitle={`${composer.lifespan ? `${composer.lifespan} · ` : ''}${titleOf(instrument)}`}
      />
      {body}
      {previewed && (
        <Preview aria-hidden="true" data-testid="composition-preview">
          <img src={previewed.previewSrc} alt="" />
          <figcaption>{previewed.name}</figcaption>
        </Preview>
      )}
    </MidiLayout>
  );
}
