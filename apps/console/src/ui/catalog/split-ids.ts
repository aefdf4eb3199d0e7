/** Ids pasted as a list: separated by commas, semicolons, tabs or line breaks (spaces may belong to an id). */
export function splitPastedIds(text: string): string[] | null {
  if (!/[,;\t\n\r]/.test(text)) return null;
  return [
    ...new Set(
      text
        .split(/[,;\t\n\r]+/)
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
