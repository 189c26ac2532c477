/** A LIKE pattern matching `text` anywhere, lower-cased, with its wildcards escaped so user text is matched literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
