import { clsx, type ClassValue } from 'clsx';

/** Joins conditional class names; one name for the whole codebase so class lists read the same everywhere. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
