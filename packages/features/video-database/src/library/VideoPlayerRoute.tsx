import { siteAddresses } from '@portfolio/api-client/site';
import {
  isVideoPrimaryCategory,
  videoCategoryLabel,
  videoFilePath,
  videoFolderLabel,
  videoMediaUrl,
  videoPrimaryCategories,
  type VideoFile,
} from '@portfolio/contracts';
import { plural, useDocumentTitle } from '@portfolio/ui';
import {
  CategoryList,
  type VideoCrumb,
  VideoFileList,
  VideoLibraryPage,
  VideoPlayer,
} from '@portfolio/ui/video-database';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useVideoCategories, useVideoFiles, useVideoSecondaries } from '../api/video-calls';
import {
  type LibraryPlace,
  libraryAddress,
  playerPath,
  readLibraryPlace,
  videoTitle,
} from './library-address';
import { type PositionStore, readResumePosition, writeResumePosition } from './resume-positions';
import { TagFilesDialog } from './TagFilesDialog';

function browserStorage(): PositionStore {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

function trailOf(place: LibraryPlace): VideoCrumb[] {
  const trail: VideoCrumb[] = [{ label: 'Library', href: playerPath }];
  if (place.primary !== undefined)
    trail.push({
      label: videoCategoryLabel(place.primary),
      href: libraryAddress({ primary: place.primary }),
    });
  if (place.secondary !== undefined) trail.push({ label: videoFolderLabel(place.secondary) });
  return trail;
}

/**
 * True when the visitor came to this level from another address of the site (a card, a
 * breadcrumb, Back), not by loading the page: the level then takes the focus (decision 111).
 * Read once, when the level is first drawn.
 */
function useArrivedByLink(): boolean {
  const location = useLocation();
  const [arrived] = useState(() => location.key !== 'default');
  return arrived;
}

/** video-database/video-player: the three levels of the library, the player and Selection mode. */
export function VideoPlayerRoute() {
  const [search] = useSearchParams();
  const place = readLibraryPlace(search);
  const { primary, secondary } = place;
  useDocumentTitle(
    secondary !== undefined
      ? `${videoFolderLabel(secondary)} · ${videoCategoryLabel(primary ?? '')} · Video library`
      : primary !== undefined
        ? `${videoCategoryLabel(primary)} · Video library`
        : 'Video library',
  );
  const known = primary === undefined || isVideoPrimaryCategory(primary);
  const trail = trailOf(place);
  const home = siteAddresses.landing;

  if (!known) {
    return (
      <VideoLibraryPage
        homeHref={home}
        trail={trail}
        problem={`There is no category “${primary}” in the library. Choose one of the ${videoPrimaryCategories.length} categories under Library.`}
      />
    );
  }
  if (primary === undefined) return <CategoryLevel trail={trail} />;
  if (secondary === undefined) return <SecondaryLevel primary={primary} trail={trail} />;
  // A new folder starts with nothing ticked.
  return <FileLevel key={`${primary}/${secondary}`} place={{ ...place, primary, secondary }} trail={trail} />;
}

function CategoryLevel({ trail }: { trail: VideoCrumb[] }) {
  // The cards are known without a call; the counts fill their second line when they come.
  const categories = useVideoCategories(true);
  const counts = new Map(categories.data?.map((category) => [category.name, category.fileCount]));
  const arrivedByLink = useArrivedByLink();
  return (
    <VideoLibraryPage homeHref={siteAddresses.landing} trail={trail} focusLevel={arrivedByLink}>
      <CategoryList
        heading="Categories"
        items={videoPrimaryCategories.map((name) => {
          const count = counts.get(name);
          return {
            name,
            label: videoCategoryLabel(name),
            href: libraryAddress({ primary: name }),
            ...(count !== undefined && { detail: plural(count, 'video', 'videos') }),
          };
        })}
      />
    </VideoLibraryPage>
  );
}

function SecondaryLevel({ primary, trail }: { primary: string; trail: VideoCrumb[] }) {
  const secondaries = useVideoSecondaries(primary, true);
  const label = videoCategoryLabel(primary);
  const arrivedByLink = useArrivedByLink();
  return (
    <VideoLibraryPage
      homeHref={siteAddresses.landing}
      trail={trail}
      focusLevel={arrivedByLink}
      loading={secondaries.isPending}
      {...(secondaries.error && {
        problem: `The folders of ${label} could not be loaded: ${secondaries.error.message}`,
      })}
    >
      <CategoryList
        heading={`Folders of ${label}`}
        emptyText="This category has no folders yet."
        items={(secondaries.data ?? []).map((folder) => ({
          name: folder.name,
          label: videoFolderLabel(folder.name),
          href: libraryAddress({ primary, secondary: folder.name }),
          detail: plural(folder.fileCount, 'video', 'videos'),
        }))}
      />
    </VideoLibraryPage>
  );
}

interface FileLevelProps {
  place: LibraryPlace & { primary: string; secondary: string };
  trail: VideoCrumb[];
}

function FileLevel({ place, trail }: FileLevelProps) {
  const { primary, secondary } = place;
  const navigate = useNavigate();
  const arrivedByLink = useArrivedByLink();
  const primaryLabel = videoCategoryLabel(primary);
  const secondaryLabel = videoFolderLabel(secondary);
  const files = useVideoFiles(primary, secondary, true);
  const [selected, setSelected] = useState<string[]>([]);
  const [tagging, setTagging] = useState(false);
  const go = (next: { [Key in keyof LibraryPlace]?: LibraryPlace[Key] | undefined }) =>
    void navigate(libraryAddress({ ...place, ...next }), { replace: true });

  const list = files.data ?? [];
  const pathOf = (file: VideoFile) => videoFilePath(primary, file.relpath);
  const playing =
    place.mode === 'play' && place.file !== undefined
      ? list.find((file) => file.name === place.file)
      : undefined;
  const missingFile =
    place.mode === 'play' && place.file !== undefined && files.isSuccess && playing === undefined;

  const problem = files.error
    ? files.error.status === 404
      ? `There is no folder “${secondary}” in ${primaryLabel}.`
      : `The videos of ${secondaryLabel} could not be loaded: ${files.error.message}`
    : missingFile
      ? `There is no video “${place.file}” in ${primaryLabel} › ${secondaryLabel}.`
      : undefined;

  return (
    <VideoLibraryPage
      homeHref={siteAddresses.landing}
      trail={trail}
      loading={files.isPending}
      focusLevel={arrivedByLink}
      {...(problem !== undefined && { problem })}
    >
      {playing && <PlayingVideo key={pathOf(playing)} primary={primary} file={playing} />}
      <VideoFileList
        heading={secondaryLabel}
        files={list.map((file) => ({
          path: pathOf(file),
          title: videoTitle(file.name),
          href: libraryAddress({
            primary,
            secondary,
            file: file.name,
            mode: 'play',
            ...(place.tag !== undefined && { tag: place.tag }),
          }),
          ...(file.poster !== undefined && { posterSrc: videoMediaUrl(primary, file.poster) }),
          tags: file.tags,
        }))}
        mode={place.mode}
        onModeChange={(mode) => go({ mode, file: undefined })}
        {...(playing && { playingPath: pathOf(playing) })}
        selected={selected}
        onSelectionChange={setSelected}
        onAddTags={() => setTagging(true)}
        {...(place.tag !== undefined && { tagFilter: place.tag })}
        onTagFilterChange={(tag) => go({ tag })}
      />
      {tagging && <TagFilesDialog files={selected} onClose={() => setTagging(false)} />}
    </VideoLibraryPage>
  );
}

function PlayingVideo({ primary, file }: { primary: string; file: VideoFile }) {
  const path = videoFilePath(primary, file.relpath);
  // Read once per file: what the player writes while it plays is for the next visit.
  const [resumeAt] = useState(() => readResumePosition(browserStorage(), path));
  return (
    <VideoPlayer
      title={videoTitle(file.name)}
      src={videoMediaUrl(primary, file.relpath)}
      {...(file.poster !== undefined && { posterSrc: videoMediaUrl(primary, file.poster) })}
      resumeAt={resumeAt}
      onPosition={(seconds) => writeResumePosition(browserStorage(), path, seconds)}
    />
  );
}
