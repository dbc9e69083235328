/**
 * A whole number as Colombia writes it (es-CO: "50.000", "1.234.567"), by arithmetic. Messages built when a module
 * loads use it instead of `toLocaleString("es-CO")`: a page's first Intl call loads the locale's data in one long task
 * (half the content page's chunk evaluation on a 4× slower CPU, issue 28), and these texts only ever need grouping.
 */
export function formatWholeNumber(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return value < 0 && grouped !== "0" ? `-${grouped}` : grouped;
}
