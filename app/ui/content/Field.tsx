import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { InputField, TextAreaField as KitTextAreaField } from "~/ui/kit/Field";

export { fieldClass } from "~/ui/kit/Field";

/** The storefront's fields: one form a page, so a field's id is its name. */
type Common = { name: string; label: string; error?: string; hint?: string };

/** A labelled text input with its hint and error wired for screen readers. */
export function TextField({ name, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return <InputField id={name} name={name} {...rest} />;
}

export function TextAreaField({ name, ...rest }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  return <KitTextAreaField id={name} name={name} {...rest} />;
}

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-plum-900 disabled:cursor-wait disabled:opacity-70";
