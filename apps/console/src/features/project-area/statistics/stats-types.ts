import type { StatsSelect } from '@vitrina/contracts';

/** Dates come as ISO strings or timestamps. */
export type StatsDate = string | number;

export type Device = 'all' | 'mobile' | 'desktop' | 'unknown';
export const DEVICES: readonly Device[] = ['all', 'mobile', 'desktop', 'unknown'];
export type Detail = 'day' | 'week' | 'month';
export const DETAILS: readonly Detail[] = ['day', 'week', 'month'];

export interface StatsOptions {
  from: string;
  to: string;
  limit?: number;
  skip?: number;
  detail?: Detail;
  device?: Device;
}

export interface SearchesPerDayRow {
  day: StatsDate;
  searches: number;
  zeroResults: number;
  clicks: number;
}

export interface EcommerceRow {
  period: StatsDate;
  revenue: number;
  orders: number;
  searchRevenue: number;
  visitors: number;
  searchingVisitors: number;
  buyers: number;
  searchingBuyers: number;
  averageOrder: number;
  conversion: number;
  searchConversion: number;
  otherConversion: number;
}

/** The row of any query, error, vendor or category report: the columns differ per select. */
export type ReportRow = Record<string, string | number | null>;

export type ReportSelect = Exclude<StatsSelect, 'ecommerce' | 'searchesPerDay'>;

/** Rows per page of a report. */
export const REPORT_PAGE_SIZE = 50;

/** The report sub-tabs, in the order of spec §2. */
export const REPORT_SELECTS: readonly ReportSelect[] = [
  'lastQueries',
  'zeroResultQueries',
  'popularQueries',
  'noClickQueries',
  'popularByUsers',
  'errors',
  'vendors',
  'categories',
];

export function toTime(value: StatsDate | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
