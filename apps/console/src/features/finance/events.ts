export type FinanceEvent = 'finance_account_updated' | 'finance_account_failed';

/**
 * Spec §7: saving the finance account emits finance_account_updated or finance_account_failed.
 * They go out as a DOM event, so a metrics counter or a test can listen without the form knowing.
 */
export function emitFinanceEvent(name: FinanceEvent): void {
  window.dispatchEvent(new CustomEvent('vitrina:event', { detail: { name } }));
}
