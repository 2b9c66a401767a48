/**
 * SPEC 8: a missing image is only a console warning (找不到圖片), never an error
 * screen. Image load errors do not bubble, so one capturing listener sees them all.
 * It starts after the page's load event (off the first screen's budget), so the
 * images that already failed by then are reported from the document first.
 */
export function warnOnMissingImages(target: Window = window): () => void {
  const warn = (image: HTMLImageElement) => console.warn('找不到圖片', image.currentSrc || image.src);
  for (const image of Array.from(target.document.images)) {
    if (image.complete && image.naturalWidth === 0 && (image.currentSrc || image.src)) warn(image);
  }
  const onError = (event: Event) => {
    const element = event.target;
    if (element instanceof HTMLImageElement) warn(element);
  };
  target.addEventListener('error', onError, true);
  return () => target.removeEventListener('error', onError, true);
}
