/**
 * The shop's settings and their defaults: the values the shop had as constants in code before
 * they could be edited (issue 11, "Settings"). No server imports: the settings page's form and
 * the modules that read the settings share these types.
 */

export type ShippingZone = "IT" | "EU1" | "EU2";

export interface ShippingRate {
  /** A flat rate, VAT included. */
  rateCents: number;
  /** Free shipping from this value of goods (after any discount). */
  freeFromCents: number;
}

export interface ShopSettings {
  /** Who sells: printed on invoices, packing slips and the footer. */
  legal: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    province: string;
    country: string;
    vatNumber: string;
    /** Italian tax code of the company (codice fiscale), often the VAT number's digits. */
    taxCode: string;
    /** Certified e-mail (PEC) and the SdI recipient code, for Italian e-invoices. */
    pec: string;
    sdiCode: string;
    email: string;
    phone: string;
    /** FatturaPA (issue 14): the regime fiscale (RF01 ordinary) and the REA registration, when any. */
    regimeFiscale: string;
    /** REA office (province, two letters) and number; empty when the shop is not registered. */
    reaOffice: string;
    reaNumber: string;
    /** Share capital in euro as typed ("10000.00"), empty when none. */
    shareCapital: string;
    /** SU one shareholder, SM several, empty when not a company with shares. */
    soleShareholder: string;
    /** LN not in liquidation, LS in liquidation. */
    liquidation: string;
  };
  shipping: {
    zones: Record<ShippingZone, ShippingRate>;
    /** EU zone 1; every other EU country but Italy is zone 2. */
    zone1Countries: string[];
  };
  /** The VAT included in catalogue prices, in percent. */
  vatPercent: number;
  /** "Low stock" at or below this many units, for products without their own threshold. */
  lowStockDefault: number;
  /** The welcome code the newsletter sends, and what it takes off. */
  newsletter: { code: string; percent: number };
  /** Minutes an unpaid order holds its stock: card and wallet, and bank transfer. */
  reservation: { minutes: number; bankTransferMinutes: number };
  /** Which of the cart's three ways to pay are offered. */
  paymentMethods: { card: boolean; "bank-transfer": boolean; paypal: boolean };
}

export type SettingKey = keyof ShopSettings;

export const SETTING_DEFAULTS: ShopSettings = {
  legal: {
    name: "Sattva S.r.l.",
    street: "Via dell'Incenso 12",
    postalCode: "40125",
    city: "Bologna",
    province: "BO",
    country: "IT",
    vatNumber: "IT01234567890",
    taxCode: "01234567890",
    pec: "",
    sdiCode: "",
    email: "ciao@sattva.shop",
    phone: "+39 051 123 4567",
    regimeFiscale: "RF01",
    reaOffice: "",
    reaNumber: "",
    shareCapital: "",
    soleShareholder: "",
    liquidation: "LN",
  },
  shipping: {
    zones: {
      IT: { rateCents: 490, freeFromCents: 4900 },
      EU1: { rateCents: 990, freeFromCents: 8900 },
      EU2: { rateCents: 1490, freeFromCents: 12900 },
    },
    zone1Countries: ["AT", "BE", "FR", "DE", "LU", "NL", "SI"],
  },
  vatPercent: 22,
  lowStockDefault: 20,
  newsletter: { code: "BENVENUTO10", percent: 10 },
  reservation: { minutes: 30, bankTransferMinutes: 24 * 60 },
  paymentMethods: { card: true, "bank-transfer": true, paypal: true },
};
