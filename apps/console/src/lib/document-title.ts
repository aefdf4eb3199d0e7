import { PRODUCT_NAME } from '@vitrina/contracts';

/** '<page name> — Vitrina' (spec §2). */
export function formatDocumentTitle(pageName: string | null | undefined): string {
  return pageName ? `${pageName} — ${PRODUCT_NAME}` : PRODUCT_NAME;
}
