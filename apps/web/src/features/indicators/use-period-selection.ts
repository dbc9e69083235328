import { PERIOD_TYPE, parsePeriodKey, periodKey, type TPeriodType } from "@portal/schemas/indicators/indicator-periods";
import { useMemo, useState } from "react";
import { trpc } from "../../lib/trpc";

/** The date selector: a period type (week, month, year) and one of its computed periods, newest by default. */
export function usePeriodSelection(initialType: TPeriodType = PERIOD_TYPE.month) {
  const [periodType, setPeriodType] = useState<TPeriodType>(initialType);
  const [chosen, setChosen] = useState<string | null>(null);
  const dates = trpc.indicators.availableDates.useQuery({ periodType });
  const options = useMemo(() => (dates.data ?? []).map((d) => ({ value: periodKey({ ...d, periodType: d.periodType }), label: d.dateStr })), [dates.data]);
  const key = chosen && options.some((o) => o.value === chosen) ? chosen : (options[0]?.value ?? null);
  const parsed = key ? parsePeriodKey(key) : null;
  const period = parsed ? { year: parsed.year, month: parsed.month, week: parsed.week } : null;
  return {
    periodType,
    key,
    options,
    period,
    loading: dates.isLoading,
    setPeriodType: (t: TPeriodType) => {
      setPeriodType(t);
      setChosen(null);
    },
    setKey: setChosen,
  };
}
