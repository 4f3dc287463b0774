/** Classes the checkout pages share. */

/** A quiet outlined button beside a field ("Apply", "Update the total"). */
export const secondaryButtonClass =
  "inline-flex min-h-11 flex-none items-center justify-center rounded-full px-5 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/40 transition hover:bg-sandal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 disabled:cursor-wait disabled:opacity-70";
