import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
useApiHarness((started) => {
  h = started;
});

describe("notifications (GET users/notifications)", () => {
  it("lists the user's own notifications newest first, counts the unseen, marks them seen", async () => {
    const citizen = await h.registerCitizen();
    const other = await h.registerCitizen();
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await h.db.notification.createMany({
      data: [
        ...[1, 2, 3].map((d) => ({ userId: citizen.user.id, value: `Aviso ${d}`, url: `/aviso/${d}`, date: day(d) })),
        { userId: citizen.user.id, value: "Visto", date: day(4), seen: true },
        { userId: other.user.id, value: "De otra persona", date: day(5) },
      ],
    });
    const trpc = (path: string, token: string, input?: unknown) =>
      h.call("GET", `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, undefined, token);

    expect((await trpc("notifications.unseenCount", citizen.token)).body.result.data).toEqual({ count: 3 });
    const page = await h.call("GET", "/api/v1/users/notifications?page=1&pageSize=2", undefined, citizen.token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      total: 4,
      items: [
        { id: expect.any(Number), value: "Visto", url: null, date: day(4).toISOString(), seen: true },
        { id: expect.any(Number), value: "Aviso 3", url: "/aviso/3", date: day(3).toISOString(), seen: false },
      ],
    });
    const second = await h.call("GET", "/api/v1/users/notifications?page=2&pageSize=2", undefined, citizen.token);
    expect(second.body.items.map((n: { value: string }) => n.value)).toEqual(["Aviso 2", "Aviso 1"]);

    const marked = await h.call("POST", "/trpc/notifications.markSeen", {}, citizen.token);
    expect(marked.status).toBe(200);
    expect((await trpc("notifications.unseenCount", citizen.token)).body.result.data).toEqual({ count: 0 });
    expect((await trpc("notifications.unseenCount", other.token)).body.result.data).toEqual({ count: 1 });
    expect((await h.call("GET", "/api/v1/users/notifications")).status).toBe(401);
  });
});
