/**
 * On a phone the server paints the first advert before the app's code runs
 * (#boot in index.html, where the carousel will stand). It goes once the
 * carousel shows its own first picture, has none to show, or the home page
 * is left.
 */
export function removeBootBanner(): void {
  document.getElementById('boot')?.remove();
}
