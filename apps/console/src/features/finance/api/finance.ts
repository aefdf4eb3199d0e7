import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinanceAccount, FinancePatch, FinanceReport, Invoice } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { financeKeys } from '../keys';

const id = encodeURIComponent;

/** GET /finance/profile/{id}: every field a string, empty until filled in. */
export function useFinanceAccount(projectId: string) {
  return useQuery({
    queryKey: financeKeys.account(projectId),
    queryFn: ({ signal }) => http.get<FinanceAccount>(`/finance/profile/${id(projectId)}`, { signal }),
  });
}

/** PATCH /finance/profile/{id}; a 422 carries per-field errors shown under the inputs. */
export function useSaveFinanceAccount(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: FinancePatch) => http.patch<FinanceAccount>(`/finance/profile/${id(projectId)}`, patch, { quiet: true }),
    onSuccess: (saved) => client.setQueryData(financeKeys.account(projectId), saved),
  });
}

export function useInvoices(projectId: string) {
  return useQuery({
    queryKey: financeKeys.invoices(projectId),
    queryFn: ({ signal }) => http.get<Invoice[]>(`/finance/invoices/${id(projectId)}`, { signal }),
  });
}

export function useReports(projectId: string) {
  return useQuery({
    queryKey: financeKeys.reports(projectId),
    queryFn: ({ signal }) => http.get<FinanceReport[]>(`/finance/reports/${id(projectId)}`, { signal }),
  });
}
