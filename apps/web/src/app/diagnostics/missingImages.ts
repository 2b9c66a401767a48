/**
 * SPEC 8: a missing image is only a console warning (找不到圖片), never an error
 * screen. Image load errors do not bubble, so one capturing listener sees them all.
 */
export function warnOnMissingImages(target: Window = window): () => void {
  const onError = (event: Event) => {
    const element = event.target;
    if (element instanceof HTMLImageElement) console.warn('找不到圖片', element.currentSrc || element.src);
  };
  target.addEventListener('error', onError, true);
  return () => target.removeEventListener('error', onError, true);
}
