/**
 * Spec section 2: selecting a nav item scrolls smoothly to the top and navigates; other navigations
 * jump to the top. A nav click asks for the smooth scroll; the next navigation's scroll keeps it.
 */
let smoothNext = false;

export function scrollToTopSmoothly(): void {
  smoothNext = true;
  window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
}

/** After a navigation: to the top, smoothly when a nav item asked for it, else at once. */
export function scrollToTopAfterNavigation(): void {
  const behavior: ScrollBehavior = smoothNext ? 'smooth' : 'instant';
  smoothNext = false;
  window.scrollTo({ top: 0, left: 0, behavior });
}
