/** The avatar letter: first letter of the name, else of the e-mail, else 'U'. */
export function avatarLetter(
  user: { name?: string | null; email?: string | null } | null | undefined,
): string {
  const source = user?.name?.trim() || user?.email?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : 'U';
}
