/** The screen's date range (the answers' shapes are the shared contract's, contracts/finance.ts). */
export interface DateRange {
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
}
