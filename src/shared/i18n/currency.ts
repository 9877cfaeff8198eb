/** The number of minor units of an ISO 4217 currency as Intl knows it: KRW 0, EUR 2, BHD 3. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
