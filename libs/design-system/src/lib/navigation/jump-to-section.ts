/**
 * Scrolls to the element with `id`, leaving `offset` pixels for the sticky chrome above it, puts
 * the id in the address bar and moves focus there so keyboard and screen-reader users follow.
 * A missing section is only logged (spec §8 "Section missing from table of contents").
 */
export function jumpToSection(id: string, offset: number): boolean {
  const target = document.getElementById(id);
  if (!target) {
    console.warn(`Table of contents: no section with id "${id}" in the document.`);
    return false;
  }
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - offset,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
