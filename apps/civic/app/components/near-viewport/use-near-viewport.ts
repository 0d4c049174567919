import { useEffect, useState } from 'react';

/** How far below (or above) the viewport something starts loading: about a screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * True once the element comes within `margin` of the viewport (then stays true for that element; another element
 * is watched anew): the moment to fetch what it shows or load the code that draws it. Without
 * IntersectionObserver, at once.
 */
export function useNearViewport(element: HTMLElement | null, margin = NEAR_VIEWPORT_MARGIN): boolean {
  const [seen, setSeen] = useState<HTMLElement | null>(null);
  const observable = typeof IntersectionObserver !== 'undefined';
  const near = element !== null && (seen === element || !observable);
  useEffect(() => {
    if (near || !element || !observable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(element);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin, observable]);
  return near;
}
