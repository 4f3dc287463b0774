/**
 * The accessibility statement's facts (European Accessibility Act, Directive (EU) 2019/882; in
 * Italy D.Lgs. 82/2022): the standard, the date it was prepared and last reviewed. Change the
 * date whenever the statement's text (locales/<lng>/accessibility.json) is reviewed.
 */
export const ACCESSIBILITY_STATEMENT = {
  standard: "WCAG 2.2 AA",
  harmonisedStandard: "EN 301 549",
  preparedOn: "2026-11-25",
} as const;

/** The page a barrier was met on, as typed: optional, one line, short. */
export const BARRIER_PAGE_MAX = 300;
