import { useCallback, useEffect, useRef, useState } from 'react';

type Edges = { atStart: boolean; atEnd: boolean };

function edgesOf(track: HTMLElement): Edges {
  return {
    atStart: track.scrollLeft <= 1,
    atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
  };
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The carousel track's scroll: where it is (the buttons' disabled ends) and a move by one view either way. */
export function useCarouselScroll() {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const update = useCallback(() => {
    if (trackRef.current) setEdges(edgesOf(trackRef.current));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const { atStart, atEnd } = edgesOf(track);
    if ((direction < 0 && atStart) || (direction > 0 && atEnd)) return;
    const left = direction * track.clientWidth;
    if (typeof track.scrollBy === 'function')
      track.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    else track.scrollLeft += left;
  };

  return { trackRef, edges, page };
}
