/** Wire envelopes of the admin API (DESIGN.md §4). */
export interface DataEnvelope<T> {
  data: T;
}
export interface ListEnvelope<T> {
  data: T[];
  totalCount: number;
}
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}
