/**
 * Where the frame's dialogs open (issue 34). The host sizes the iframe to its content, so on a phone the
 * frame is taller than the screen and a dialog centred in the frame (packages/ui's Dialog at 50%, the
 * confirmation at 30vh) opened off-screen. The host tells the frame the part of it on screen (`viewport`);
 * these variables, which packages/ui's dialogs read, put every dialog of the frame in that part.
 */

export interface VisiblePart {
  top: number;
  height: number;
}

/** The variables packages/ui's Dialog and ConfirmDialog (and ChoiceDialog) position themselves by. */
export const DIALOG_VARIABLES = ['--dialog-middle', '--dialog-max-height', '--confirm-top', '--confirm-max-height'] as const;

/** Below this, a dialog scrolls inside rather than shrinking further. */
const SMALLEST_PX = 120;

/** The dialogs' place for a visible part: centred in it, the confirmation 30% down it, neither taller than it. */
export function dialogPlace(part: VisiblePart): Record<(typeof DIALOG_VARIABLES)[number], string> {
  const px = (n: number) => `${Math.round(n)}px`;
  return {
    '--dialog-middle': px(part.top + part.height / 2),
    '--dialog-max-height': px(Math.max(SMALLEST_PX, part.height - 48)),
    '--confirm-top': px(part.top + part.height * 0.3),
    '--confirm-max-height': px(Math.max(SMALLEST_PX, part.height * 0.7 - 16)),
  };
}

/**
 * Sets the dialogs' place on the frame's root; a frame out of view (height 0) goes back to the dialogs'
 * own place, the middle of the frame, since no place would be seen.
 */
export function applyVisiblePart(part: VisiblePart, root: HTMLElement = document.documentElement): void {
  if (part.height <= 0) {
    for (const name of DIALOG_VARIABLES) root.style.removeProperty(name);
    return;
  }
  for (const [name, value] of Object.entries(dialogPlace(part))) root.style.setProperty(name, value);
}
