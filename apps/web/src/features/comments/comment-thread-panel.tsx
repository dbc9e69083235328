import { Alert, Button, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import { ReportModal } from "./report-modal";

type TReportTarget = { ReportType: "Comment" | "Content"; ElementToReportID: number; parentCommentID?: number | null };

/** The thread: the comment box, then 10 comments a page (newest first) with "Cargar más comentarios". */
export function CommentThreadPanel({ contentID }: { contentID: number }) {
  const [pages, setPages] = useState(1);
  const [report, setReport] = useState<TReportTarget | null>(null);
  const first = trpc.comments.thread.useQuery({ contentID, page: 1 });
  const total = first.data?.total ?? 0;
  return (
    <Stack component="section" aria-labelledby={`comentarios-${contentID}`} gap="md">
      <Title order={2} id={`comentarios-${contentID}`}>
        Comentarios {first.data ? `(${total})` : ""}
      </Title>
      <CommentForm contentID={contentID} />
      {first.isError && (
        <Alert color="red" variant="light" role="alert">
          No pudimos cargar los comentarios.
        </Alert>
      )}
      {Array.from({ length: pages }, (_, i) => (
        <ThreadPage key={i + 1} contentID={contentID} page={i + 1} onReport={setReport} />
      ))}
      {first.data && total > pages * first.data.pageSize && (
        <Button variant="light" onClick={() => setPages((p) => p + 1)}>
          Cargar más comentarios
        </Button>
      )}
      <ReportModal target={report} onClose={() => setReport(null)} />
    </Stack>
  );
}

function ThreadPage({ contentID, page, onReport }: { contentID: number; page: number; onReport: (t: TReportTarget) => void }) {
  const list = trpc.comments.thread.useQuery({ contentID, page });
  return (
    <>
      {(list.data?.items ?? []).map((c) => (
        <CommentItem key={c.commentID} comment={c} onReport={onReport} />
      ))}
    </>
  );
}
