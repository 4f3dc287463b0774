import { Form } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_QUERY_LENGTH } from "~/modules/catalog/search-limits";
import { onDemand } from "~/ui/kit/onDemand";
import { StrokeIcon } from "~/ui/kit/StrokeIcon";

// The suggestions' code loads when someone first focuses a search box, not with every page.
const Suggestions = onDemand(undefined, () => import("./SearchSuggestions").then((m) => m.SearchSuggestions));

/**
 * The shop's search box: a plain GET form to /search (works without JavaScript). With
 * JavaScript it suggests products while one types (ARIA 1.2 combobox with a listbox popup,
 * SearchSuggestions.tsx, fetched on the first focus): ↓/↑ move through the suggestions, Enter
 * opens the chosen product, Escape closes the list (or clears the box when it is closed).
 */
export function SearchBox({
  variant = "header",
  defaultValue = "",
}: {
  variant?: "header" | "page";
  defaultValue?: string;
}) {
  const { t } = useTranslation("listing");
  const id = useId();
  const inputId = `${id}q`;
  const listId = `${id}list`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  // A new query from the page (the search page's own box after a search) shows in the box.
  useEffect(() => {
    if (input.current) input.current.value = defaultValue;
  }, [defaultValue]);
  const page = variant === "page";
  return (
    <Form method="get" action="/search" role="search" className={page ? "w-full max-w-2xl" : "w-full"}>
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={false}
          aria-controls={listId}
          aria-autocomplete="list"
          onFocus={() => setWanted(true)}
          className={page ? "sb-in sb-in-page" : "sb-in"}
        />
        <button type="submit" className={page ? "sb-go sb-go-page" : "sb-go"}>
          <StrokeIcon>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </StrokeIcon>
          <span className="sr-only">{t("search.submit")}</span>
        </button>
        <ul ref={list} id={listId} role="listbox" aria-label={t("search.suggestions")} hidden className="sb-list" />
        <div ref={status} role="status" aria-live="polite" className="sr-only" />
        {wanted ? <Suggestions input={input} list={list} status={status} /> : null}
      </div>
    </Form>
  );
}
