/** What the refund page's loader gives the page (modules/payments/refund-page.server.ts). */
export interface RefundPageOrder {
  oid: string;
  status: string;
  totalCents: number;
  discountCents: number;
  shippingCents: number;
  email: string;
  review: { kind: "refund_due" | "late_payment" | "other"; reason: string } | null;
  lines: {
    id: string;
    title: string;
    unitPriceCents: number;
    quantity: number;
    lineTotalCents: number;
    refunded: number;
  }[];
  shippingRefunded: boolean;
}

export interface RefundHistoryRow {
  id: string;
  amountCents: number;
  status: "pending" | "succeeded" | "failed";
  provider: string;
  reason: string | null;
  failureReason: string | null;
  detail: { kind: "full" | "lines" | "amount"; lines: { lineId: string; quantity: number }[]; shipping: boolean };
  createdAt: string;
  actor: { fname: string; lname: string } | null;
}

export interface RefundFormAnswer {
  error: string;
  values?: Record<string, string | number>;
  field?: "password" | "amount" | "lines" | "form";
  idempotencyKey: string;
  submitted: { kind: string; amount: string; shipping: boolean; reason: string; quantities: Record<string, string> };
}
