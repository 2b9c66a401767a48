/** Leaves the site for another address (LINE's authorisation page). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
