import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { PageIntro, Stack } from '../../base/Layout';

export type DeepWorkAudience = 'checking' | 'owner' | 'visitor';

export interface DeepWorkPageProps {
  homeHref: string;
  /** The owner plans and runs blocks; a visitor sees a demo week, read only. */
  audience: DeepWorkAudience;
  signInHref: string;
  loading?: boolean;
  timer?: ReactNode;
  plan?: ReactNode;
  chart?: ReactNode;
  form?: ReactNode;
  week?: ReactNode;
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Placeholder = styled.p`
  min-height: 420px;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Deep Work: today's plan and the focus timer beside the week's tally and the planning form. */
export function DeepWorkPage({
  homeHref,
  audience,
  signInHref,
  loading = false,
  timer,
  plan,
  chart,
  form,
  week,
}: DeepWorkPageProps) {
  return (
    <PageFrame heading="Deep Work" homeHref={homeHref}>
      <PageIntro>
        Plan the day in 30-minute blocks, then give each block your whole attention: the timer records it when
        it ends.
      </PageIntro>
      {/* Everything below the intro appears at once when the week is in, so nothing already
          on screen moves. */}
      <Stack $gap={5}>
        {loading || audience === 'checking' ? (
          <Placeholder aria-busy="true">Loading the week…</Placeholder>
        ) : (
          <>
            {audience === 'visitor' && (
              <StatusText tone="info" aria-label="Demo week">
                This is a demo week, read only. <AppLink href={signInHref}>Sign in as the owner</AppLink> to
                plan tasks and run focus blocks.
              </StatusText>
            )}
            <Columns>
              <Column>
                {timer}
                {plan}
                {week}
              </Column>
              <Column>
                {chart}
                {form}
              </Column>
            </Columns>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
