'use client';

import { useEffect, useState } from 'react';

/**
 * The first of `ids` (in document order) with at least `threshold` of it visible, reported by an
 * IntersectionObserver. Effects never run on the server and the observer is skipped where the
 * browser lacks one, so the result is then simply null.
 */
export function useSectionInView(ids: readonly string[], threshold: number): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\u0000');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const order = key.split('\u0000');
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id;
          if (entry.isIntersecting && entry.intersectionRatio >= threshold) visible.add(id);
          else visible.delete(id);
        }
        // Keep the last highlight while scrolling through a gap between sections.
        const first = order.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { threshold },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, threshold]);

  return active;
}
