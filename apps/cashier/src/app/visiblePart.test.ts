import { afterEach, describe, expect, it } from 'vitest';
import { applyVisiblePart, DIALOG_VARIABLES, dialogPlace } from './visiblePart';

const root = document.documentElement;
const variables = () => Object.fromEntries(DIALOG_VARIABLES.map((name) => [name, root.style.getPropertyValue(name)]));

afterEach(() => applyVisiblePart({ top: 0, height: 0 }));

describe('where the frame’s dialogs open (issue 34)', () => {
  it('centres dialogs in the part on screen, the confirmation 30% down it, neither taller than it', () => {
    // A phone showing the frame's pixels 1,200 to 2,044.
    expect(dialogPlace({ top: 1200, height: 844 })).toEqual({
      '--dialog-middle': '1622px',
      '--dialog-max-height': '796px',
      '--confirm-top': '1453px',
      '--confirm-max-height': '575px',
    });
    // A sliver of the frame on screen: the dialog keeps a usable height and scrolls inside.
    expect(dialogPlace({ top: 0, height: 100 })).toMatchObject({ '--dialog-max-height': '120px', '--confirm-max-height': '120px' });
  });

  it('sets the place on the frame’s root, and goes back to the dialogs’ own once the frame is out of view', () => {
    applyVisiblePart({ top: 600, height: 800 });
    expect(variables()).toEqual({ '--dialog-middle': '1000px', '--dialog-max-height': '752px', '--confirm-top': '840px', '--confirm-max-height': '544px' });
    applyVisiblePart({ top: 0, height: 0 });
    expect(variables()).toEqual({ '--dialog-middle': '', '--dialog-max-height': '', '--confirm-top': '', '--confirm-max-height': '' });
  });
});
