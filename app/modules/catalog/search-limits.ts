/** Longest search text accepted (the header box and the search page). A module of its own so
 * the search box, on every page, does not pull the listing's zod schemas into the browser. */
export const MAX_QUERY_LENGTH = 200;
