'use client';

import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { safeImageSrc, textOf } from './content-props';
import { MarketingSection } from './marketing-section';
import { videoSource, type VideoSource } from './video-url';
import { theme } from '../theme/theme';

const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 56rem;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.inverseBackground};
  box-shadow: ${theme.shadows.md};

  video,
  iframe,
  img {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    object-fit: cover;
  }
`;

const PosterButton = styled.button`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 50% auto auto 50%;
    width: 4.5rem;
    height: 4.5rem;
    transform: translate(-50%, -50%);
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M8 5v14l11-7z' fill='white'/%3E%3C/svg%3E")
      center / 2.25rem no-repeat;
    box-shadow: ${theme.shadows.lg};
  }
  &:hover::after,
  &:focus-visible::after {
    background-color: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    outline-offset: -6px;
  }
`;

const Note = styled.p`
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

export interface VideoProps {
  heading?: string;
  intro?: string;
  /** What the video shows: the player's and the iframe's accessible name. */
  title?: string;
  /** A YouTube or Vimeo link, a same-site .mp4, or another page to link to. Without it (or refused) the default video plays. */
  url?: string;
  /** The bundled default video, its poster and its English captions (WebVTT), from the app's public files. */
  src: string;
  poster: string;
  captions?: string;
}

/** A video-sharing embed behind a poster: no request to the provider until the visitor presses play. */
function EmbedOnRequest({
  source,
  title,
  poster,
}: {
  source: Extract<VideoSource, { kind: 'embed' }>;
  title: string;
  poster: string;
}) {
  const [started, setStarted] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (started) frameRef.current?.focus();
  }, [started]);
  const separator = source.embedUrl.includes('?') ? '&' : '?';
  return (
    <>
      <Frame>
        {started ? (
          <iframe
            ref={frameRef}
            src={`${source.embedUrl}${separator}autoplay=1`}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <img src={poster} alt="" loading="lazy" decoding="async" />
            <PosterButton type="button" aria-label={`Play video: ${title}`} onClick={() => setStarted(true)} />
          </>
        )}
      </Frame>
      <Note>
        Playing loads the video from {source.provider}.{' '}
        <a href={source.watchUrl} rel="noopener noreferrer">
          Watch “{title}” on {source.provider}
        </a>
      </Note>
    </>
  );
}

/**
 * The Video block: by default the bundled mp4 with its poster and captions; a YouTube or Vimeo link becomes a
 * poster that loads the provider's player only when pressed; another site stays a link.
 */
export function Video({ heading, intro, title, url, src, poster, captions }: VideoProps) {
  const name = textOf(title, 160) || 'CivicBrief in two minutes';
  const posterSrc = safeImageSrc(poster);
  const source = videoSource(url) ?? { kind: 'file', src };
  return (
    <MarketingSection id="video" heading={textOf(heading, 160) || undefined} intro={textOf(intro)}>
      {source.kind === 'embed' ? (
        <EmbedOnRequest source={source} title={name} poster={posterSrc ?? poster} />
      ) : source.kind === 'link' ? (
        <p>
          <a href={source.href} rel="noopener noreferrer">
            Watch “{name}”
          </a>
        </p>
      ) : (
        <Frame>
          <video controls preload="none" poster={posterSrc} aria-label={name} playsInline>
            <source src={source.src} type={source.src.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
            {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
          </video>
        </Frame>
      )}
    </MarketingSection>
  );
}
