import { z } from "zod";
import { emailField, nameField, passwordField, roles } from "~/modules/accounts/schemas";
import { listQuerySchema } from "../schemas";

/**
 * The customers pages' inputs (SPEC "Customers": view, manage, edit). No server imports. Error
 * messages are keys of the `customers-office` namespace.
 */

export const CUSTOMERS_PATH = "/sattva-administration/customers";
export const customerPath = (id: string) => `${CUSTOMERS_PATH}/${id}`;

const oneOf = <T extends string>(values: readonly T[]) =>
  z.preprocess((v) => ((values as readonly unknown[]).includes(v) ? v : undefined), z.enum(values).optional());

/** The list's GET query: search, the three filters, the page, and manage mode (admins only). */
export const customersQuerySchema = listQuerySchema.extend({
  role: oneOf(roles),
  disabled: oneOf(["yes", "no"] as const),
  newsletter: oneOf(["yes", "no"] as const),
  mode: oneOf(["manage"] as const),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

/** The staff member's own password, re-entered for a change (checked on the server). */
export const staffPasswordSchema = z.object({ password: passwordField });

/**
 * The edit form (SPEC 5 "User edit form"): first name, last name and e-mail required; the role is
 * user or admin, or manager (staff only). The admin's password comes in the same POST.
 */
export const customerEditSchema = z.object({
  fname: nameField,
  lname: nameField,
  email: emailField,
  role: z.enum(roles, { error: "errors.role" }),
  password: passwordField,
});
export type CustomerEditInput = z.infer<typeof customerEditSchema>;

/** The account actions of the customer page, each a form of its own with the password. */
export const CUSTOMER_INTENTS = ["disable", "enable", "erase"] as const;
export type CustomerIntent = (typeof CUSTOMER_INTENTS)[number];
export const isCustomerIntent = (v: unknown): v is CustomerIntent =>
  typeof v === "string" && (CUSTOMER_INTENTS as readonly string[]).includes(v);
