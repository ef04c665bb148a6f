import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface NoticePageProps {
  heading: string;
  message: string;
  tone?: StatusTone;
  /** A way on, e.g. to the comparison tool. */
  link?: { href: string; label: string };
}

const Way = styled(AppLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

/** A page that has nothing to show yet, saying why and where to go instead. */
export function NoticePage({ heading, message, tone = 'info', link }: NoticePageProps) {
  return (
    <PageFrame heading={heading} width="narrow">
      <StatusText tone={tone}>{message}</StatusText>
      {link && <Way href={link.href}>{link.label}</Way>}
    </PageFrame>
  );
}
