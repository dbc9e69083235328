import { Button, Menu } from "@mantine/core";
import {
  COMMENT_SHARE_NETWORK_LABELS,
  COMMENT_SHARE_NETWORKS,
  commentAnchor,
  commentShareUrl,
  COMMENT_SHARE_MESSAGES as M,
  SHARE_WINDOW,
  type TCommentShareNetwork,
} from "@portal/schemas/comments/comment-share";
import { toast } from "../../lib/notify";
import { popupFeatures } from "../../lib/popup-window";
import { trpc } from "../../lib/trpc";

/**
 * "Compartir" on a published comment: copy its link or open a network's share page; each share is counted
 * (POST comments/{id}/shared). The link is this page with the comment's anchor.
 */
export function ShareMenu({ comment }: { comment: { commentID: number; value: string } }) {
  const share = trpc.comments.share.useMutation({ meta: { silent: true } });
  const run = (network: TCommentShareNetwork) => {
    const url = `${window.location.origin}${window.location.pathname}#${commentAnchor(comment.commentID)}`;
    const target = commentShareUrl(network, url, comment.value);
    // Opened in the click itself (a popup blocker lets it through), in the spec's 650×500 share window; counted in the background.
    if (target) window.open(target, "compartir", `${popupFeatures(SHARE_WINDOW)},noopener,noreferrer`);
    else
      void navigator.clipboard
        ?.writeText(url)
        .then(() => toast("success", M.copied))
        .catch(() => toast("info", url));
    share.mutate({ id: comment.commentID, network });
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="subtle">
          {M.share}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {COMMENT_SHARE_NETWORKS.map((n) => (
          <Menu.Item key={n} onClick={() => run(n)}>
            {COMMENT_SHARE_NETWORK_LABELS[n]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
