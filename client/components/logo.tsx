/**
 * The Sportkiste mark: a ball popping out of a sports crate (public/logo.svg). An image, not
 * inline SVG in the code: the drawing then costs the first screen's JavaScript nothing (issue 21's
 * budget) and comes from the browser's and the service worker's cache like any picture.
 */
export function Logo({ className }: { className?: string }) {
  return <img src="/logo.svg" alt="" width={64} height={64} decoding="async" className={className} />;
}
