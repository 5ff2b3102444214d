/** The look of an icon link in a listing's actions column (edit, open): one place for every listing. */
export const rowActionClasses =
  'inline-grid size-11 lg:size-10 place-items-center rounded-md text-brand-700 hover:bg-brand-50 max-md:ms-auto dark:text-brand-300 dark:hover:bg-slate-700';
