import { Video, type VideoProps } from '@civicbrief/design-system';
import { ASSET_PREFIX } from '../../config';

/** The bundled default video (public/media): a short tour, its poster and its English captions. */
export const DEFAULT_VIDEO = {
  src: `${ASSET_PREFIX}media/civicbrief-tour.mp4`,
  poster: `${ASSET_PREFIX}media/civicbrief-tour-poster.jpg`,
  captions: `${ASSET_PREFIX}media/civicbrief-tour.en.vtt`,
};

/** A Video block: the content's link when it gives one, else the bundled tour with its captions. */
export function VideoBlock({ url, poster, ...props }: Omit<VideoProps, 'src' | 'captions'>) {
  return (
    <Video
      {...props}
      url={url}
      src={DEFAULT_VIDEO.src}
      poster={poster || DEFAULT_VIDEO.poster}
      captions={url ? undefined : DEFAULT_VIDEO.captions}
    />
  );
}
