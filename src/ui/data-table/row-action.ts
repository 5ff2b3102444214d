/**
 * The look of a row action (a link or a button in a listing's actions column): an icon of 40 px on wide screens, a
 * worded 44 px button on the cards below `lg`, where a finger has no hover to learn what an icon means.
 */
export const rowActionClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 lg:size-10 lg:min-h-0 lg:min-w-0 lg:px-0 dark:text-brand-300 dark:hover:bg-slate-700';
