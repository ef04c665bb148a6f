import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { OverlayButton } from '../../base/OverlayButton';
import { usePictureGestures } from './usePictureGestures';

export interface LightboxPicture {
  title: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
  placeholder: string;
}

export interface LightboxProps {
  picture: LightboxPicture;
  /** 1-based place of the picture in its album. */
  position: number;
  total: number;
  /** Left out on the first picture. */
  onPrevious?: () => void;
  /** Left out on the last picture. */
  onNext?: () => void;
  /** Escape, the close button, or a click beside the picture. */
  onClose: () => void;
}

const Viewer = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  background: #0c0e12;
  color: #ffffff;

  &::backdrop {
    background: rgba(12, 14, 18, 0.6);
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  /* A zoomed picture stays inside its stage: the title, Close and the arrows remain on top. */
  overflow: hidden;

  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The large picture: largest copies, at most the screen's width. */
const stageSizes = '100vw';

/**
 * One picture at the size of the screen, over the album: Left and Right step through the album,
 * Escape closes. A modal `<dialog>`: focus stays inside while it is open; the page behind puts
 * the focus back on the picture's cell when it closes.
 */
export function Lightbox({ picture, position, total, onPrevious, onNext, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(onClose);
  useEffect(() => {
    closing.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  const gestures = usePictureGestures(picture.src, onPrevious, onNext);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && onPrevious) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && onNext) {
      event.preventDefault();
      onNext();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <Viewer
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        closing.current();
      }}
      onClick={(event) => {
        // A click on the dark area beside the picture closes, as in most viewers.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Layout>
        <Top>
          <h2 id={titleId}>{picture.title}</h2>
          <OverlayButton ref={closeButton} onClick={onClose}>
            Close
          </OverlayButton>
        </Top>
        <Stage onClick={(event) => event.target === event.currentTarget && onClose()}>
          <img
            key={picture.src}
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={stageSizes}
            width={picture.width}
            height={picture.height}
            alt={picture.title}
            draggable={false}
            data-zoom={gestures.view.scale.toFixed(2)}
            {...gestures.handlers}
            style={{
              background: picture.placeholder,
              aspectRatio: `${picture.width} / ${picture.height}`,
              ...gestures.style,
            }}
          />
        </Stage>
        <Controls>
          <OverlayButton onClick={onPrevious} disabled={!onPrevious} aria-label="Previous picture">
            ←
          </OverlayButton>
          <span aria-live="polite">
            {position} of {total}
          </span>
          <OverlayButton onClick={onNext} disabled={!onNext} aria-label="Next picture">
            →
          </OverlayButton>
        </Controls>
      </Layout>
    </Viewer>
  );
}
