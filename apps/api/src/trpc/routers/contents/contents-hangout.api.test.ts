import { hangoutSnapshotKey } from "@portal/core/contents/hangout-refresh";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
useApiHarness((started) => {
  h = started;
});

const read = (id: number, token: string | null = null) =>
  h.call("GET", `/trpc/contents.hangoutComments?input=${encodeURIComponent(JSON.stringify({ id }))}`, undefined, token);

describe("contents.hangoutComments: open pages read the worker's snapshot, not the database", () => {
  it("answers null without a snapshot, the snapshot when there is one, and a private one only after login (null to a visitor, as if none)", async () => {
    expect((await read(987654)).body.result.data).toBeNull();
    const snapshot = {
      contentID: 987654,
      refreshedAt: new Date().toISOString(),
      run: 3,
      maxRuns: 120,
      finished: false,
      isPrivate: false,
      total: 1,
      // One comment as the worker writes it (core/comments/comment-view.ts, through JSON: its dates are strings).
      comments: [
        {
          commentID: 1,
          parentCommentID: null,
          contentID: 987654,
          commentType: 1,
          value: "Hola",
          valueHtml: null,
          date: new Date().toISOString(),
          creationDate: new Date().toISOString(),
          status: "Published",
          user: {
            userID: null,
            id: null,
            name: "Visitante",
            fullName: "Visitante",
            friendlyName: null,
            image: null,
            level: 0,
            firstsLetter: "V",
            isAuthorized: false,
          },
          embedUrl: null,
          codeUrl: null,
          imageUrl: null,
          fileUrl: null,
          fileID: null,
          countLikes: 0,
          alreadyLiked: false,
          countComments: 0,
          canEdit: false,
          canDelete: false,
          canReport: false,
          firstComments: [],
        },
      ],
    };
    await h.deps.redis.set(hangoutSnapshotKey(987654), JSON.stringify(snapshot), "EX", 60);
    expect((await read(987654)).body.result.data).toEqual(snapshot);
    await h.deps.redis.set(hangoutSnapshotKey(987655), JSON.stringify({ ...snapshot, contentID: 987655, isPrivate: true }), "EX", 60);
    const visitor = await read(987655);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual((await read(987656)).body);
    const { token } = await h.registerCitizen();
    expect((await read(987655, token)).body.result.data.contentID).toBe(987655);
  });
});
