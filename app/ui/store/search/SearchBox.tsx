import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_QUERY_LENGTH } from "~/modules/catalog/search-limits";

interface Suggestion {
  title: string;
  slug: string;
  brand: string;
}

const DEBOUNCE_MS = 200;

/**
 * The shop's search box: a plain GET form to /search (works without JavaScript). With
 * JavaScript it suggests products while one types (ARIA 1.2 combobox with a listbox popup):
 * ↓/↑ move through the suggestions, Enter opens the chosen product, Escape closes the list
 * (or clears the box when the list is already closed).
 */
export function SearchBox({
  variant = "header",
  defaultValue = "",
}: {
  variant?: "header" | "page";
  defaultValue?: string;
}) {
  const { t } = useTranslation("listing");
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}q`;
  const listId = `${id}list`;
  const optionId = (i: number) => `${id}opt${i}`;
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    setValue(defaultValue);
  }, [defaultValue]);

  useEffect(() => {
    const q = value.trim();
    if (!typed || q.length < 2) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/search/suggest?q=${encodeURIComponent(q)}`, {
        signal: ctrl.signal,
        headers: { Accept: "application/json" },
      })
        .then((r) => (r.ok ? r.json() : { suggestions: [] }))
        .then((d: { suggestions?: Suggestion[] }) => {
          setItems(Array.isArray(d.suggestions) ? d.suggestions : []);
          setActive(-1);
        })
        .catch(() => {
          /* aborted or offline: the form still works */
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [value, typed]);

  const open = focused && !dismissed && items.length > 0 && value.trim().length >= 2;

  const choose = (s: Suggestion) => {
    setDismissed(true);
    setItems([]);
    navigate(`/product/${s.slug}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!items.length) return;
      e.preventDefault();
      setDismissed(false);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => {
        const next = a + step;
        if (next >= items.length) return -1;
        if (next < -1) return items.length - 1;
        return next;
      });
    } else if (e.key === "Enter") {
      if (open && active >= 0 && items[active]) {
        e.preventDefault();
        choose(items[active]);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        setValue("");
        setItems([]);
      }
    }
  };

  const page = variant === "page";
  return (
    <Form method="get" action="/search" role="search" className={page ? "w-full max-w-2xl" : "w-full"}>
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="search"
          name="q"
          value={value}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setTyped(true);
            setDismissed(false);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setFocused(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setFocused(false), 150);
          }}
          className={
            page
              ? "block min-h-14 w-full rounded-full border border-stone-400 bg-white pl-6 pr-16 text-lg text-stone-900 placeholder:text-stone-500 focus:border-plum-800"
              : "block min-h-11 w-full rounded-full border border-stone-300 bg-white pl-4 pr-12 text-sm text-stone-900 placeholder:text-stone-500 focus:border-plum-800"
          }
        />
        <button
          type="submit"
          className={`absolute right-1 top-1/2 inline-flex -translate-y-1/2 items-center justify-center rounded-full bg-plum-800 text-white hover:bg-plum-900 ${page ? "h-12 w-12" : "h-9 w-9"}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t("search.submit")}</span>
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={t("search.suggestions")}
          hidden={!open}
          className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border border-sandal-200 bg-white py-2 text-left shadow-xl"
        >
          {items.map((s, i) => (
            // The keyboard drives the options through the input (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={s.slug}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
              onMouseEnter={() => setActive(i)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-4 py-2 ${i === active ? "bg-plum-50" : ""}`}
            >
              <span className="text-sm font-medium text-stone-900">{s.title}</span>
              <span className="text-xs uppercase tracking-wide text-saffron-700">{s.brand}</span>
            </li>
          ))}
        </ul>
        <div role="status" aria-live="polite" className="sr-only">
          {open ? t("search.suggestionsCount", { count: items.length }) : ""}
        </div>
      </div>
    </Form>
  );
}
