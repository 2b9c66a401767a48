/** Page-level navigation that resets every state; tests replace these. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
