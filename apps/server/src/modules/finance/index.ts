/** Invoices, acts and the owner's requisites. */
export { financeRoutes } from './routes';
export { createInvoice, payInvoice } from './store';
