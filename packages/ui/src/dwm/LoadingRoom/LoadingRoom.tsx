import styled from 'styled-components';

export interface LoadingRoomProps {
  /** What is loading, said in the room: "Loading the dinners…". */
  children: string;
  /** Height in px at desktop width: about that of what arrives, so nothing moves when it does. */
  height: number;
  /** Height in px on a phone, when it differs. */
  phoneHeight?: number;
}

const Room = styled.div<{ $height: number; $phoneHeight: number }>`
  display: grid;
  place-items: center;
  height: ${({ $height }) => $height}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.mutedText};

  @media not all and (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    height: ${({ $phoneHeight }) => $phoneHeight}px;
  }
`;

/** The room a dinner page keeps for data still on its way, saying what is loading (a busy status). */
export function LoadingRoom({ children, height, phoneHeight = height }: LoadingRoomProps) {
  return (
    <Room $height={height} $phoneHeight={phoneHeight} role="status" aria-busy="true">
      {children}
    </Room>
  );
}
