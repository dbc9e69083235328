import { ZPageQuery } from "../common/pagination.ts";

/** Spec 02: notifications page size 10. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET users/notifications (page, pageSize 10); a page holds at most 50. */
export const ZNotificationListQuery = ZPageQuery(NOTIFICATIONS_PAGE_SIZE, 50);
