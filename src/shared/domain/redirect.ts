/**
 * The ?redirect= value of /login, honoured only when it is a path on this site: it starts with '/'
 * but not '//' or '/\' (both of which browsers read as another host). Anything else yields null.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline is dropped by URL parsers, turning '/\t/x' into '//x').
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
