import type { VideoListFile } from '../VideoFileList';

// Files of the demo library's adobe/photoshop folder, as the stories show them. The posters are
// the real demo posters, which Storybook serves on the server's address.
const media = (name: string) => `/api/video-database/adobe/photoshop/${encodeURIComponent(name)}`;

const file = (title: string, tags: string[]): VideoListFile => ({
  path: `adobe/photoshop/${title}.mp4`,
  title,
  href: `/video-database/video-player?primary=adobe&secondary=photoshop&file=${encodeURIComponent(`${title}.mp4`)}`,
  posterSrc: media(`${title}.jpg`),
  tags,
});

export const storyVideoFiles: VideoListFile[] = [
  file('Curves and levels', ['colour', 'tutorial']),
  file('Export for the web', ['tutorial']),
  file('Layers in five minutes', ['beginner', 'tutorial']),
  file('Masks without tears', []),
  file('The healing brush', ['retouching']),
];

export const storyVideoSrc = media('Layers in five minutes.mp4');
export const storyPosterSrc = media('Layers in five minutes.jpg');
