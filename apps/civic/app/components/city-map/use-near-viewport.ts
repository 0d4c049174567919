import { useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (then stays true): the moment to fetch what it
 * shows. Without IntersectionObserver, at once.
 */
export function useNearViewport(element: HTMLElement | null, margin = '600px 0px'): boolean {
  const [near, setNear] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (near || !element || !observable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin, observable]);
  return near || (element !== null && !observable);
}
