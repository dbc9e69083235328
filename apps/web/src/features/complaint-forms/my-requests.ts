import { TRACKING_QUERY_PARAM } from "@portal/schemas/complaint-forms/tracking-rules";

/** A row of "Mis solicitudes" opens the tracking page with its number filled in (the owner's session shows the detail). */
export function myRequestTrackingHref(trackingPath: string, trackingID: string): string {
  return `${trackingPath}?${TRACKING_QUERY_PARAM}=${encodeURIComponent(trackingID)}`;
}
