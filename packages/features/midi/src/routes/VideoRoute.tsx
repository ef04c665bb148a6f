import { mediaNameSchema, videoUrl } from '@portfolio/contracts';
import { LoadingIndicator, useDocumentTitle } from '@portfolio/ui';
import { MidiMessagePage, VideoPlayerPage } from '@portfolio/ui/midi';
import { useParams } from 'react-router-dom';
import { useScores } from '../api/get-scores';
import { landingPath, PROJECTS_PATH, scorePath } from '../midi-paths';

/** midi/videos/{video}: plays `/apiVideos/{video}.mp4`, titled after the score it belongs to. */
export function VideoRoute() {
  const { video = '' } = useParams<{ video: string }>();
  const valid = mediaNameSchema.safeParse(video).success;
  const piano = useScores('piano');
  const violin = useScores('violin');
  const owner =
    piano.data?.find((score) => score.video === video) ?? violin.data?.find((score) => score.video === video);
  const ownerInstrument = owner && piano.data?.includes(owner) ? 'piano' : 'violin';
  const title = owner ? owner.name : `Video ${video}`;
  // Both lists answered and no score has this video: there is nothing to play. (When a list
  // failed, the player still tries the file.)
  const unknown = !owner && piano.isSuccess && violin.isSuccess;
  const found = valid && !unknown;
  useDocumentTitle(found ? `Video: ${title}` : 'Video not found');

  if (!found) {
    return (
      <MidiMessagePage
        heading="Video not found"
        message={valid ? `There is no video called "${video}".` : `"${video}" is not the name of a video.`}
        backHref={landingPath('piano')}
        backLabel="See the piano composers"
        landingHref={landingPath('piano')}
        projectsHref={PROJECTS_PATH}
      />
    );
  }

  if (!owner && (piano.isPending || violin.isPending)) return <LoadingIndicator label="Loading the video" />;

  return (
    <VideoPlayerPage
      title={title}
      src={videoUrl(video)}
      backHref={owner ? scorePath(ownerInstrument, owner.id) : landingPath('piano')}
      backLabel={owner ? `Back to the score of ${owner.name}` : 'See the composers'}
      landingHref={landingPath(owner ? ownerInstrument : 'piano')}
      projectsHref={PROJECTS_PATH}
    />
  );
}
