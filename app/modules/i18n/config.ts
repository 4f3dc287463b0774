// The shop's languages are infrastructure (app/lib/languages.ts: money and dates format with
// them); the i18n module re-exports them for the code that thinks in translations.
export * from "~/lib/languages";
