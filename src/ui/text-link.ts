/** The look of an inline text link, for router links and anchors alike. */
export const textLinkClasses =
  'font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 rounded-sm';
