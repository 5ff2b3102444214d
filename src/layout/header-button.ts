/** The round icon buttons of the header: 44 px on touch screens (below lg), 40 px with a mouse. */
export const headerButtonClasses =
  'relative grid size-11 lg:size-10 shrink-0 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 ' +
  'dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white';
