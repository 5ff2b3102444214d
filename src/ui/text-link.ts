/**
 * The look of a text link, for router links and anchors alike; 44 px tall on touch screens (below lg), so a
 * finger finds it.
 */
export const textLinkClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center lg:min-h-0 lg:min-w-0 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 rounded-sm';
