import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { PageIntro, Stack } from '../../base/Layout';

export type LeitnerAudience = 'checking' | 'owner' | 'visitor';

export interface LeitnerPageProps {
  /** The landing page: the way home. */
  homeHref: string;
  /** The owner's deck is saved on the server; a visitor practises the demo deck in the browser. */
  audience: LeitnerAudience;
  signInHref: string;
  /** While the deck loads, the page keeps the room its parts will take. */
  loading?: boolean;
  /** Today, the boxes and the forecast. */
  summary?: ReactNode;
  /** The running review, or its end. */
  review?: ReactNode;
  /** The owner's tools: words, intervals, files. */
  tools?: ReactNode;
}

const Placeholder = styled.p`
  min-height: 260px;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The Leitner box page: who is practising, today's words, the review, and the owner's tools. */
export function LeitnerPage({
  homeHref,
  audience,
  signInHref,
  loading = false,
  summary,
  review,
  tools,
}: LeitnerPageProps) {
  return (
    <PageFrame heading="Leitner box" homeHref={homeHref}>
      <PageIntro>
        Words climb five boxes: each one you know moves up a box and waits longer before it comes back; a word
        you miss starts again in box 1.
      </PageIntro>
      {/* Everything below the intro appears at once when the deck is in, so nothing already
          on screen moves (the notice waits for the session, the parts for the deck). */}
      <Stack $gap={5}>
        {loading || audience === 'checking' ? (
          <Placeholder aria-busy="true">Loading the deck…</Placeholder>
        ) : (
          <>
            {audience === 'visitor' && (
              <StatusText tone="info" aria-label="Practice mode">
                You are practising the demo deck. Your progress is kept in this browser only.{' '}
                <AppLink href={signInHref}>Sign in as the owner</AppLink> to keep a deck on the server.
              </StatusText>
            )}
            {review}
            {summary}
            {tools}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
