import styled from 'styled-components';
import { LiftCard } from '../../base/Card';
import { plural } from '../../base/text';

/** One composition as the composer page lists it. */
export interface CompositionCardItem {
  id: string;
  name: string;
  /** The score page. */
  href: string;
  /** The first page's image. */
  previewSrc: string;
  pageCount: number;
  enlarged?: boolean;
  hasVideo?: boolean;
}

export interface CompositionCardProps extends Omit<CompositionCardItem, 'id'> {
  /** The pointer or the keyboard focus came to the card. */
  onPreview?: () => void;
  /** ...and left it. */
  onPreviewEnd?: () => void;
}

const CardLink = styled(LiftCard)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
`;

const Paper = styled.span`
  display: block;
  height: 200px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} 0`};
  background: linear-gradient(180deg, #e9e4d8, #f3efe6);
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
    background: #fffdf8;
    box-shadow: 0 1px 4px rgba(31, 35, 40, 0.2);
  }
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(4)}`};
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

/** "6 pages · enlarged · video" */
export function describeComposition({
  pageCount,
  enlarged,
  hasVideo,
}: Pick<CompositionCardItem, 'pageCount' | 'enlarged' | 'hasVideo'>) {
  return [plural(pageCount, 'page'), enlarged && 'enlarged', hasVideo && 'video'].filter(Boolean).join(' · ');
}

/** A composition's card: its first page and its name; hovering or focusing it asks for the big preview. */
export function CompositionCard({
  name,
  href,
  previewSrc,
  pageCount,
  enlarged,
  hasVideo,
  onPreview,
  onPreviewEnd,
}: CompositionCardProps) {
  return (
    <CardLink
      href={href}
      onMouseEnter={onPreview}
      onMouseLeave={onPreviewEnd}
      onFocus={onPreview}
      onBlur={onPreviewEnd}
    >
      <Paper>
        <img src={previewSrc} alt="" loading="lazy" />
      </Paper>
      <Caption>
        <Name>{name}</Name>
        <Meta>{describeComposition({ pageCount, enlarged, hasVideo })}</Meta>
      </Caption>
    </CardLink>
  );
}
