/** Board-spec 5: a button label over 28 characters is cut to 25 plus an ellipsis. */
export function buttonLabel(text: string): string {
  return text.length > 28 ? `${text.slice(0, 25)}…` : text;
}

/** Menu titles are newline-separated lines. */
export function titleLines(title: string | undefined): string[] {
  return (title ?? '').split('\n').filter((l) => l.trim() !== '');
}
