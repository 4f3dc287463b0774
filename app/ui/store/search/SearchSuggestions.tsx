import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";

interface Suggestion {
  title: string;
  slug: string;
  brand: string;
}

const DEBOUNCE_MS = 200;

/**
 * The search box's suggestions (SearchBox.tsx renders the input, the empty listbox and the live
 * region; this module, loaded on the first focus, drives them): it listens to the input, asks
 * /search/suggest while one types, fills the listbox and keeps the combobox's ARIA state.
 */
export function SearchSuggestions({
  input,
  list,
  status,
}: {
  input: RefObject<HTMLInputElement>;
  list: RefObject<HTMLUListElement>;
  status: RefObject<HTMLDivElement>;
}) {
  const { t } = useTranslation("listing");
  const navigate = useNavigate();
  // What was typed before this code arrived counts as typed.
  const [value, setValue] = useState(() => input.current?.value ?? "");
  const [typed, setTyped] = useState(() =>
    Boolean(input.current && input.current.value !== input.current.defaultValue),
  );
  const [items, setItems] = useState<Suggestion[]>([]);
  const [focused, setFocused] = useState(
    () => typeof document !== "undefined" && document.activeElement === input.current,
  );
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>();

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
  const optionId = (i: number) => `${list.current?.id ?? ""}-${i}`;

  const choose = (s: Suggestion) => {
    setDismissed(true);
    setItems([]);
    navigate(`/product/${s.slug}`);
  };

  // The input's events: the latest state through a ref, so the listeners are attached once.
  const state = useRef({ items, open, active, value, choose });
  state.current = { items, open, active, value, choose };
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const onInput = () => {
      setValue(el.value);
      setTyped(true);
      setDismissed(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const s = state.current;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (!s.items.length) return;
        e.preventDefault();
        setDismissed(false);
        const step = e.key === "ArrowDown" ? 1 : -1;
        setActive((a) => {
          const next = a + step;
          if (next >= s.items.length) return -1;
          if (next < -1) return s.items.length - 1;
          return next;
        });
      } else if (e.key === "Enter") {
        if (s.open && s.active >= 0 && s.items[s.active]) {
          e.preventDefault();
          s.choose(s.items[s.active]);
        }
      } else if (e.key === "Escape") {
        if (s.open) {
          e.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else if (s.value) {
          e.preventDefault();
          el.value = "";
          setValue("");
          setItems([]);
        }
      }
    };
    const onFocus = () => {
      clearTimeout(blurTimer.current);
      setFocused(true);
    };
    const onBlur = () => {
      blurTimer.current = setTimeout(() => setFocused(false), 150);
    };
    el.addEventListener("input", onInput);
    el.addEventListener("keydown", onKeyDown);
    el.addEventListener("focus", onFocus);
    el.addEventListener("blur", onBlur);
    return () => {
      el.removeEventListener("input", onInput);
      el.removeEventListener("keydown", onKeyDown);
      el.removeEventListener("focus", onFocus);
      el.removeEventListener("blur", onBlur);
      clearTimeout(blurTimer.current);
    };
  }, [input]);

  // The combobox's state on the input and the listbox (rendered by SearchBox).
  useEffect(() => {
    const el = input.current;
    if (el) {
      el.setAttribute("aria-expanded", String(open));
      if (open && active >= 0) el.setAttribute("aria-activedescendant", optionId(active));
      else el.removeAttribute("aria-activedescendant");
    }
    if (list.current) list.current.hidden = !open;
  });

  const options = items.map((s, i) => (
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
      className="sb-opt"
    >
      <span>{s.title}</span>
      <span>{s.brand}</span>
    </li>
  ));
  return (
    <>
      {list.current ? createPortal(options, list.current) : null}
      {status.current
        ? createPortal(open ? t("search.suggestionsCount", { count: items.length }) : "", status.current)
        : null}
    </>
  );
}
