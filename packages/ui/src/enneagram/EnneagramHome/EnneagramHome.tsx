import { useState } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';

/** One block of the home page's text: a heading and its paragraphs (plain text). */
export interface HomeSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface HomeVideo {
  title: string;
  src: string;
  /** A still of the video, shown until it plays. */
  poster?: string;
  caption: string;
}

export interface EnneagramHomeProps {
  /** The logged-in user's name; null when logged off. */
  userName: string | null;
  sections: readonly HomeSection[];
  /** The introductory video; the page explains its absence when there is none. */
  video?: HomeVideo;
}

const LoginState = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: 1.0625rem;
`;

const LoggedIn = styled.strong`
  color: ${({ theme }) => theme.colors.success};
`;

const LoggedOff = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(6)};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.375rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.resting};

  video {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${({ theme }) => theme.radius};
    background: #1f2328;
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.9375rem;
  }
`;

const Unavailable = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-style: italic;
`;

function VideoPanel({ video }: { video?: HomeVideo }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = !video || failedSrc === video.src;
  return (
    <Figure aria-label={video ? video.title : 'Introductory video'}>
      {video && !failed ? (
        <video
          controls
          preload="none"
          src={video.src}
          poster={video.poster}
          title={video.title}
          onError={() => setFailedSrc(video.src)}
        >
          {video.title}: your browser cannot play this video.
        </video>
      ) : (
        <Unavailable>The introductory video is not available at the moment.</Unavailable>
      )}
      <figcaption>{video ? video.caption : 'A short introduction to the nine types.'}</figcaption>
    </Figure>
  );
}

/** enneagram/enneagram-home: the login state, what the test is about, and a video. */
export function EnneagramHome({ userName, sections, video }: EnneagramHomeProps) {
  return (
    <PageFrame heading="Enneagram Personality Test">
      <LoginState>
        User: {userName ? <LoggedIn>{userName}</LoggedIn> : <LoggedOff>logged off</LoggedOff>}
      </LoginState>
      <Layout>
        <div>
          {sections.map((section) => (
            <Section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </Section>
          ))}
        </div>
        <VideoPanel video={video} />
      </Layout>
    </PageFrame>
  );
}
