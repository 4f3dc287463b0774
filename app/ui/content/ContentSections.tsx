import type { ReactNode } from "react";

export interface Section {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
}

/** Headings, paragraphs and lists from plain data (texts are never parsed as HTML). */
export function ContentSections({ sections, headingLevel = 2 }: { sections: Section[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-8">
      {sections.map((s, i) => (
        <section key={i} className="space-y-3">
          {s.heading ? <H className="font-display text-xl text-plum-900 md:text-2xl">{s.heading}</H> : null}
          {s.list?.length ? (
            <ul className="list-disc space-y-2 pl-5 marker:text-saffron-700">
              {s.list.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : null}
          {s.paragraphs?.map((p, j) => (
            <Paragraph key={j}>{p}</Paragraph>
          ))}
        </section>
      ))}
    </div>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <p className="leading-relaxed text-stone-800">{children}</p>;
}
