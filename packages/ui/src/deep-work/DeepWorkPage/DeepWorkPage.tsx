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
  /** Today: the focus timer and today's plan beside the task form. */
  timer?: ReactNode;
  plan?: ReactNode;
  form?: ReactNode;
  /** The week shown, under its name and the buttons that change it: the tally beside its tasks and blocks. */
  weekNav?: ReactNode;
  chart?: ReactNode;
  week?: ReactNode;
  blocks?: ReactNode;
  /** While another week is being fetched (the last one stays on screen meanwhile). */
  weekLoading?: boolean;
}

const Columns = styled.div<{ $split: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: ${({ $split }) => ($split ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

/** On wide screens the chart sits right of the week's lists; on phones it comes first. */
const WeekColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);

    & > :first-child {
      grid-column: 2;
      grid-row: 1;
    }

    & > :last-child {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

// While another week loads the last one stays as it is (dimming it would fail contrast), marked busy.
const Week = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Placeholder = styled.p`
  min-height: 420px;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Deep Work: today's focus timer and plan beside the task form, then a week's tally, tasks and blocks. */
export function DeepWorkPage({
  homeHref,
  audience,
  signInHref,
  loading = false,
  timer,
  plan,
  form,
  weekNav,
  chart,
  week,
  blocks,
  weekLoading = false,
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
            <Columns $split={Boolean(form)}>
              <Column>
                {timer}
                {plan}
              </Column>
              {form && <Column>{form}</Column>}
            </Columns>
            <Week aria-labelledby={weekNav ? 'deep-work-week-name' : undefined} aria-busy={weekLoading}>
              {weekNav}
              <WeekColumns>
                <Column>{chart}</Column>
                <Column>
                  {week}
                  {blocks}
                </Column>
              </WeekColumns>
            </Week>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
