import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';

/** What went wrong, as the data layer hands it to the /error page. */
export interface ErrorReportDetails {
  message: string;
  status: number | string;
  error: string;
}

export interface ErrorReportProps {
  /** Absent when the page is opened directly rather than after a failed load. */
  report?: ErrorReportDetails;
  homeHref: string;
}

const Panel = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(5)} ${theme.space(5)} ${theme.space(6)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.resting};

  /* A red edge marks the panel as an error without colouring the text. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 4px;
    background: ${({ theme }) => theme.colors.danger};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(8)}`};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const NoReport = styled.p`
  margin: 0;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 8rem minmax(0, 1fr);
  }
`;

const Term = styled.dt`
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.mutedText};

  &:first-of-type {
    border-top: 0;
    padding-top: 0;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    line-height: 1.9;

    &:first-of-type {
      padding-top: 0;
    }
  }
`;

const Value = styled.dd`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
  overflow-wrap: anywhere;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};

    &:first-of-type {
      padding-top: 0;
      border-top: 0;
    }
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.8125rem;
  line-height: 1.55;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const HomeLink = styled(AppLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(6)};
  font-weight: 600;
`;

/** The error text as readable JSON when it is JSON, otherwise undefined. */
function formatJson(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    // Looks like JSON but is cut off or malformed: still code, shown as it came.
    return trimmed;
  }
}

/** The /error page: the three values of a failed load, or a note that nothing failed. */
export function ErrorReport({ report, homeHref }: ErrorReportProps) {
  const json = report ? formatJson(report.error) : undefined;
  return (
    <PageFrame heading="ERROR REPORT" width="narrow">
      <Panel aria-label="Error details">
        {report ? (
          <>
            <Lead>A page of the site could not load its data.</Lead>
            <Details>
              <Term>Message</Term>
              <Value>{report.message}</Value>
              <Term>Status</Term>
              <Value>{report.status}</Value>
              <Term>Error</Term>
              <Value>{json !== undefined ? <Code>{json}</Code> : report.error}</Value>
            </Details>
          </>
        ) : (
          <NoReport>
            There is no error to report. This page shows what went wrong when a page of the site could not
            load its data.
          </NoReport>
        )}
      </Panel>
      <HomeLink href={homeHref}>Back to the landing page</HomeLink>
    </PageFrame>
  );
}
