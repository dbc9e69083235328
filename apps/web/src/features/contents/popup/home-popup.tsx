import { Button, Modal, Stack, Text } from "@mantine/core";
import { POPUP_MESSAGES as M, popupSeenKey } from "@portal/schemas/contents/popup.schema";
import { useEffect, useState } from "react";
import { trpc } from "../../../lib/trpc";

/** Whether this tab already showed the popup (sessionStorage may be off: then it shows each visit). */
function seen(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
function markSeen(key: string): void {
  try {
    sessionStorage.setItem(key, "1");
  } catch {
    // Private mode without storage: nothing to remember.
  }
}

/**
 * The home popup (GET contentPopupnews): once per browser session and mode (1 administrators, 2 others). Its text is
 * plain text, its video a YouTube embed without cookies, its link a named button. Loaded by the home 2 s after it opens.
 */
export function HomePopup() {
  const popup = trpc.contents.popups.current.useQuery({}, { meta: { silent: true }, retry: false, staleTime: Infinity });
  const [opened, setOpened] = useState(false);
  const data = popup.data;
  const key = data ? popupSeenKey(data.mode, data.popupID) : null;
  useEffect(() => {
    if (!key || seen(key)) return;
    markSeen(key);
    setOpened(true);
  }, [key]);
  if (!data) return null;
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={data.nombre} centered size="lg" closeButtonProps={{ "aria-label": M.close }}>
      <Stack gap="sm">
        {data.codeYouTube && (
          <iframe
            title={data.nombre}
            src={`https://www.youtube-nocookie.com/embed/${data.codeYouTube}`}
            style={{ width: "100%", aspectRatio: "16 / 9", border: 0 }}
            allowFullScreen
          />
        )}
        {data.body && <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{data.body}</Text>}
        {data.externalLink && (
          <div>
            <Button component="a" href={data.externalLink} target="_blank" rel="noopener noreferrer">
              {data.nameButtonUrl}
            </Button>
          </div>
        )}
      </Stack>
    </Modal>
  );
}
