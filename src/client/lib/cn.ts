import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not merge conflicting Tailwind classes: the primitives' defaults are
 * component classes (styles.css, @layer components), so a utility passed by a caller wins in CSS.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
