import { cutName, BLOCK_RENDER_LIMITS as L, BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { useState } from "react";
import { Link } from "react-router";
import { monthAndYear, shortWeekday, weekdayAndDay } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { createPath } from "../../contents/content-paths";
import { useCanAdminContents } from "../../contents/use-can-admin-contents";
import type { TBlockContentItem, TBlockProps } from "../block-api";
import classes from "../blocks.module.css";
import { ContentLink } from "../content-link";
import { addDays, addMonths, eventsByDay, type TCalendarView, todayInBogota, viewDays } from "./calendar-days";

/**
 * Type 19, calendar: a week or a month of events (Monday first), back and next; at most 3 events a day, then
 * "+ N eventos" opens the whole day; names cut at 30 characters. The home call carries the events around today;
 * another window is asked for. Content administrators get "Nuevo evento" (the content form).
 */
export function CalendarBlock({ block }: TBlockProps) {
  const canAdmin = useCanAdminContents();
  const [view, setView] = useState<TCalendarView>("month");
  const [anchor, setAnchor] = useState(() => todayInBogota());
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { days, month, from, to } = viewDays(view, anchor);
  const covered = block.calendar !== null && from >= block.calendar.from && to <= block.calendar.to;
  const other = trpc.blocks.events.useQuery({ blockID: block.blockID, from, to }, { enabled: !covered, staleTime: 60_000 });
  const events: readonly TBlockContentItem[] = covered ? block.contents : (other.data?.contents ?? []);
  const byDay = eventsByDay(days, events);
  const move = (step: 1 | -1) => {
    setOpenDay(null);
    setAnchor(view === "week" ? addDays(anchor, 7 * step) : addMonths(anchor, step));
  };
  const title = month ? monthAndYear(month) : `${weekdayAndDay(from)} – ${weekdayAndDay(to)}`;
  const any = days.some((d) => (byDay.get(d) ?? []).length > 0);

  return (
    <div>
      <div className={classes.calendarBar}>
        <div style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
          <button type="button" className={`${classes.button} ${classes.buttonLight}`} onClick={() => move(-1)}>
            {M.calendarBack}
          </button>
          <button type="button" className={`${classes.button} ${classes.buttonLight}`} onClick={() => move(1)}>
            {M.calendarNext}
          </button>
        </div>
        <p className={classes.calendarRange} aria-live="polite">
          {title}
        </p>
        <div style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
          <div className={classes.segmented} role="group">
            <button type="button" aria-pressed={view === "week"} onClick={() => setView("week")}>
              {M.week}
            </button>
            <button type="button" aria-pressed={view === "month"} onClick={() => setView("month")}>
              {M.month}
            </button>
          </div>
          {canAdmin && (
            <Link className={classes.button} to={createPath()}>
              {M.newEvent}
            </Link>
          )}
        </div>
      </div>
      <div className={classes.calendarGrid} data-empty={any ? "false" : "true"}>
        {days.slice(0, 7).map((d) => (
          <div key={`h-${d}`} className={classes.calendarHead} aria-hidden="true">
            {shortWeekday(d)}
          </div>
        ))}
        {days.map((d) => {
          const list = byDay.get(d) ?? [];
          const open = openDay === d;
          const shown = open ? list : list.slice(0, L.calendarEventsPerDay);
          const hidden = list.length - shown.length;
          return (
            <div
              key={d}
              className={classes.day}
              data-outside={month !== null && !d.startsWith(month) ? "true" : "false"}
              data-empty={list.length ? "false" : "true"}
            >
              <span className={classes.dayNumber}>
                <span aria-hidden="true">{Number(d.slice(8))}</span>
                <span className={classes.srOnly}>{weekdayAndDay(d)}</span>
              </span>
              {shown.map((e) => (
                <ContentLink key={e.contentID} content={e} className={classes.event}>
                  <span title={e.name}>{cutName(e.name, L.calendarNameMax)}</span>
                </ContentLink>
              ))}
              {hidden > 0 && (
                <button type="button" className={classes.moreEvents} onClick={() => setOpenDay(d)} aria-label={`${M.moreEvents(hidden)}: ${weekdayAndDay(d)}`}>
                  {M.moreEvents(hidden)}
                </button>
              )}
            </div>
          );
        })}
      </div>
      {!any && !other.isFetching && (
        <p className={classes.muted} style={{ marginTop: "0.75rem" }}>
          {M.calendarEmpty}
        </p>
      )}
    </div>
  );
}
